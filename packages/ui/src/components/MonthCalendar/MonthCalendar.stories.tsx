import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectVisibleFocus, onPage, onPhone } from '../../storybook/story-frames.tsx';
import { MonthCalendar, type MonthCalendarProps } from './MonthCalendar.tsx';
import { monthOf } from './month.ts';

/** Made-up marks per day, to show what a screen can put in its cells. */
const MARKS: Record<string, string[]> = {
  '2026-11-03': ['09h00'],
  '2026-11-21': ['08h00', '09h00', '14h00', '16h30'],
  '2026-11-22': ['09h30'],
  '2026-12-05': ['10h00'],
};

const describeDay = (day: string) => {
  const n = MARKS[day]?.length ?? 0;
  return n ? `${n} ${n === 1 ? 'marcação' : 'marcações'}` : undefined;
};
const renderDay = (day: string) =>
  MARKS[day]?.map((mark) => (
    <span key={mark} style={{ display: 'block' }}>
      {mark}
    </span>
  ));

/** The calendar with its month and day kept in state, as a screen keeps them in its URL. */
function Controlled(props: MonthCalendarProps) {
  const [month, setMonth] = useState(props.month);
  const [selected, setSelected] = useState(props.selected ?? null);
  return (
    <MonthCalendar
      {...props}
      month={month}
      selected={selected}
      onMonthChange={(next) => {
        props.onMonthChange(next);
        setMonth(next);
      }}
      onSelect={(day) => {
        props.onSelect?.(day);
        setSelected(day);
        setMonth(monthOf(day));
      }}
    />
  );
}

const meta = {
  title: 'Componentes/MonthCalendar',
  component: MonthCalendar,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  render: (args) => <Controlled {...args} />,
  args: {
    month: '2026-11',
    today: '2026-11-21',
    onMonthChange: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof MonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Novembro de 2026' });

/** A bare month: weeks from domingo, today marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = within(grid(canvasElement))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    const today = canvas.getByRole('button', { name: 'sábado, 21 de novembro de 2026' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today).toHaveAttribute('tabindex', '0');
  },
};

/** Each day with content and a count read after its date; a day chosen. */
export const WithContent: Story = {
  args: { describeDay, renderDay, selected: '2026-11-21' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('button', {
      name: 'sábado, 21 de novembro de 2026, 4 marcações',
    });
    await expect(day.closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(day.closest('td')).toHaveTextContent('16h30');
  },
};

/** Arrow keys move by day and week and cross into the next month; Enter chooses. */
export const KeyboardNavigation: Story = {
  args: { describeDay, renderDay },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const today = canvas.getByRole('button', { name: /^sábado, 21 de novembro de 2026/ });
    await expectVisibleFocus(today);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^domingo, 22 de novembro/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-12');
    const december = canvas.getByRole('button', { name: /^domingo, 6 de dezembro de 2026/ });
    await expect(december).toHaveFocus();
    await expect(canvas.getByRole('grid', { name: 'Dezembro de 2026' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('2026-12-05');
    await expect(
      canvas.getByRole('button', { name: 'sábado, 5 de dezembro de 2026, 1 marcação' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: /^domingo, 29 de novembro/ })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(
      canvas.getByRole('button', { name: /^terça-feira, 29 de dezembro/ }),
    ).toHaveFocus();
  },
};

/** The arrows change month; "Hoje" comes back to today and chooses it. */
export const MonthButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByRole('heading', { name: 'Janeiro de 2027' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mês anterior' }));
    await expect(canvas.getByRole('heading', { name: 'Dezembro de 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hoje' }));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-11-21');
    await expect(canvas.getByRole('heading', { name: 'Novembro de 2026' })).toBeVisible();
  },
};

/** A month starting mid-week: the days before the 1st are empty cells. */
export const MonthStartingMidWeek: Story = { args: { month: '2026-12', describeDay, renderDay } };

/** On a phone: seven columns in 390 px, content kept inside each cell. */
export const Phone: Story = {
  args: { describeDay, renderDay, selected: '2026-11-22' },
  decorators: [onPhone],
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
  },
};
