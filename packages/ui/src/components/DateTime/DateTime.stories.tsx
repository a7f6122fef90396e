import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage } from '../../storybook/story-frames.tsx';
import { DateTime } from './DateTime.tsx';

const meta = {
  title: 'Componentes/DateTime',
  tags: ['one-width'],
  component: DateTime,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { value: '2026-12-05T13:30:00Z', format: 'datetime' },
  argTypes: {
    format: {
      control: 'inline-radio',
      options: ['date', 'time', 'datetime', 'long-date', 'weekday-date'],
    },
  },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** São Paulo time whatever the visitor's zone; machine-readable in `datetime`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('05/12/2026, 10h30');
    await expect(time).toHaveAttribute('datetime', '2026-12-05T13:30:00.000Z');
  },
};
export const DateOnly: Story = { args: { format: 'date' } };
export const TimeOnly: Story = { args: { format: 'time' } };
export const LongDate: Story = { args: { format: 'long-date' } };
export const WeekdayDate: Story = { args: { format: 'weekday-date' } };
