import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { arrive, findToast, pendingRequest, appMeta, withRows } from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import DeparturesScreen from './DeparturesScreen.tsx';
import { asNewOwner, asOwner, findAlert, LANCHA } from './story-support.ts';

const meta = {
  title: 'Telas/Dono de barco/Saídas',
  component: DeparturesScreen,
  ...appMeta,
  parameters: asOwner(PATHS.boatOwnerDepartures),
} satisfies Meta<typeof DeparturesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await arrive(canvasElement, 'Saídas');
  return canvas.findAllByRole('heading', { level: 3 }, { timeout: 10_000 });
};

/** Two weeks of a busy season, day by day: a long list. */
export const TwoWeeks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await cards(canvasElement);
    await expect(list.length).toBeGreaterThan(20);
    await expect(canvas.getByText('De 21/11/2026 a 04/12/2026')).toBeVisible();
    await expect(canvas.getAllByText('Cancelada').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximas semanas' }));
    await expect(await canvas.findByText('De 05/12/2026 a 18/12/2026')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: asNewOwner(PATHS.boatOwnerDepartures),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Nenhuma saída nestas semanas',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pendingRequest('get', '/rest/v1/departures') } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Carregando suas saídas...', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The failure in pt-BR with its retry. */
const findRetry = async (canvasElement: HTMLElement) =>
  expect(
    await within(canvasElement).findByRole(
      'button',
      { name: 'Tentar novamente' },
      { timeout: 10_000 },
    ),
  ).toBeVisible();

export const LoadFails: Story = {
  parameters: { msw: { handlers: { scenario: [outage(504, 'selectDepartures')] } } },
  play: async ({ canvasElement }) => findRetry(canvasElement),
};

/** The card of the departure of `day` (e.g. "21 de novembro") whose heading is `heading`. */
async function departureCard(canvasElement: HTMLElement, day: string, heading: string) {
  const canvas = within(canvasElement);
  await cards(canvasElement);
  const section = canvas.getByRole('region', { name: new RegExp(`${day} de 2026$`) });
  const title = within(section).getByRole('heading', { level: 3, name: heading });
  const card = title.closest('li');
  if (!card) throw new Error(`no card for ${heading}`);
  return card;
}

/**
 * At the pier: close tomorrow's crossing's sales with one tap, then reopen them (its cut-off,
 * 08h30 tomorrow, is still ahead).
 */
export const CloseAndReopenSales: Story = {
  play: async ({ canvasElement }) => {
    const card = await departureCard(
      canvasElement,
      '22 de novembro',
      '09h30 · Travessia para a Ilha do Amor e o Lago Verde',
    );
    await expect(card).toHaveTextContent('vendas até 22/11/2026, 08h30');
    await userEvent.click(within(card).getByRole('button', { name: 'Encerrar vendas' }));
    await expect(
      await findToast(canvasElement, 'Vendas encerradas para esta saída.'),
    ).toBeVisible();
    await userEvent.click(await within(card).findByRole('button', { name: 'Reabrir vendas' }));
    await expect(await findToast(canvasElement, 'Vendas reabertas.')).toBeVisible();
    await expect(await within(card).findByText('À venda')).toBeVisible();
  },
};

/** Today's noon snorkel: its sales closed at the cut-off, 10h00, as the minute job leaves it. */
const closedAtCutoff = withRows(
  `insert into public.departures (tour_id, boat_id, starts_at, sales_cutoff_at, min_passengers,
     status)
   values ('70a00000-0000-4000-8000-000000000002', $1, '2026-11-21T12:00:00-03:00',
     '2026-11-21T10:00:00-03:00', 2, 'closed')`,
  [LANCHA],
);
const snorkelAtNoon = (canvasElement: HTMLElement) =>
  departureCard(canvasElement, '21 de novembro', '12h00 · Snorkel guiado na Praia do Forno');

/**
 * Past the cut-off sales cannot reopen (the database refuses: cutoff_passed), so none is offered:
 * the card says how to sell more. This morning's whale watch has left: nothing to sell.
 */
export const SalesClosedAtCutoff: Story = {
  loaders: [closedAtCutoff],
  play: async ({ canvasElement }) => {
    const card = within(await snorkelAtNoon(canvasElement));
    await expect(card.getByText('Vendas encerradas')).toBeVisible();
    await expect(
      card.getByText(
        'O prazo de vendas já passou. Para vender mais lugares, adie o prazo em “Editar” e reabra as vendas.',
      ),
    ).toBeVisible();
    await expect(card.queryByRole('button', { name: /vendas$/ })).toBeNull();
    await expect(card.getByRole('button', { name: 'Editar' })).toBeVisible();
    const whale = await departureCard(
      canvasElement,
      '21 de novembro',
      '08h30 · Observação de baleias-francas na Praia do Rosa',
    );
    await expect(within(whale).getByText('Realizada')).toBeVisible();
    await expect(within(whale).queryByRole('button', { name: /vendas$/ })).toBeNull();
    // The way on, focused: the phone's frame then shows this card, below the whale watch's.
    card.getByRole('button', { name: 'Editar' }).focus();
  },
};

/** The owner moves the cut-off to 11h00 (60 minutes before), then reopens the sales. */
export const ReopenAfterMovingCutoff: Story = {
  loaders: [closedAtCutoff],
  play: async ({ canvasElement }) => {
    const card = within(await snorkelAtNoon(canvasElement));
    await userEvent.click(card.getByRole('button', { name: 'Editar' }));
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    const cutoff = dialog.getByLabelText('Encerrar vendas (minutos antes)');
    await expect(cutoff).toHaveValue('120');
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '60');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar saída' }));
    await expect(await findToast(canvasElement, 'Saída atualizada.')).toBeVisible();
    await userEvent.click(await card.findByRole('button', { name: 'Reabrir vendas' }));
    await expect(await findToast(canvasElement, 'Vendas reabertas.')).toBeVisible();
    await expect(await card.findByText('À venda')).toBeVisible();
  },
};

/** Tomorrow's nearly full escuna cannot move to the 12-seat lancha: the reason, in pt-BR. */
export const ChangeBoatRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    const escuna = canvas
      .getAllByRole('listitem')
      .find(
        (item) =>
          item.textContent?.includes('Escuna Maré Alta') && item.textContent.includes('31 de 40'),
      );
    if (!escuna) throw new Error('no escuna departure');
    await userEvent.click(within(escuna).getByRole('button', { name: 'Trocar barco' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Novo barco'),
      'Lancha Sancho (lotação 12)',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Trocar para Lancha Sancho' }),
    );
    await findAlert(dialog, 'O barco escolhido não comporta os passageiros já reservados.');
  },
};

/** Every Tuesday and Saturday of December at 9h and 14h, except Christmas week's Saturday. */
export const ScheduleByRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar saídas' }));
    const form = within(await canvas.findByRole('form', { name: 'Agendar saídas' }));
    await userEvent.selectOptions(
      form.getByLabelText('Passeio'),
      'Volta à Ilha de Cabo Frio (rascunho)',
    );
    await userEvent.selectOptions(form.getByLabelText('Barco'), 'Lancha Sancho (lotação 12)');
    await userEvent.type(form.getByLabelText('De'), '2026-12-01');
    await userEvent.type(form.getByLabelText('Até'), '2026-12-31');
    await userEvent.click(form.getByRole('checkbox', { name: 'Terça-feira' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Sábado' }));
    await userEvent.clear(form.getByLabelText('Horários'));
    await userEvent.type(form.getByLabelText('Horários'), '09:00, 14:00');
    await userEvent.type(form.getByLabelText('Exceto nas datas'), '26/12/2026');
    await expect(await form.findByText('16')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Agendar 16 saídas' }));
    await expect(await findToast(canvasElement, '16 saídas agendadas.')).toBeVisible();
  },
};

export const ScheduleFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar saídas' }));
    const form = within(await canvas.findByRole('form', { name: 'Agendar saídas' }));
    await userEvent.clear(form.getByLabelText('Horários'));
    await userEvent.type(form.getByLabelText('Horários'), '9h, 25:00');
    await userEvent.click(form.getByRole('button', { name: /Agendar/ }));
    await expect(form.getByLabelText('De', { selector: 'input' })).toHaveAccessibleDescription(
      'Informe a primeira data.',
    );
    await expect(
      form.getByLabelText('Horários', { selector: 'input' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Horário inválido: 25:00.'));
    await expect(form.getByText('Escolha ao menos um dia da semana.')).toBeVisible();
    await expect(form.getByLabelText('Horários', { selector: 'input' })).toHaveValue('9h, 25:00');
  },
};

/* The calendar view: month and day come from the URL, as after a reload. */
const calendar = (query = '') => asOwner(`${PATHS.boatOwnerDepartures}?visao=calendario${query}`);

const findMonth = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('grid', { name }, { timeout: 10_000 });

/** Departures of the month once loaded: the grid is no longer busy. */
async function loadedMonth(canvasElement: HTMLElement, name: string) {
  const grid = await findMonth(canvasElement, name);
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
  return grid;
}

/** November at a glance: each day names its date and how many departures it has. */
export const CalendarMonth: Story = {
  parameters: calendar(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Saídas');
    await expect(canvas.getByRole('tab', { name: 'Calendário' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grid = await loadedMonth(canvasElement, 'Novembro de 2026');
    // The Sancho's catamaran sails below 0,8 m (seed.sql): every day of November has a low under
    // it in daylight, and its departure of the 22nd at 14:00 is near the high (Tides.stories).
    const today = await within(grid).findByRole('button', {
      name: 'sábado, 21 de novembro de 2026, 1 saída, maré boa',
    });
    await expect(today).toHaveAttribute('aria-current', 'date');
    const sunday = within(grid).getByRole('button', {
      name: 'domingo, 22 de novembro de 2026, 6 saídas, maré boa, 1 saída fora da regra de maré',
    });
    // Tomorrow's whale watch was cancelled: struck through in its day.
    await expect(sunday.closest('td')).toHaveTextContent('08h30');
    // A day with nothing on it (the 1st has a catamaran of the reviews seed, long departed).
    await expect(
      within(grid).getByRole('button', {
        name: 'segunda-feira, 2 de novembro de 2026, nenhuma saída, maré boa',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/saídas neste mês/)).toBeVisible();
  },
};

/** Tapping a day lists its departures with their quick actions, below the month. */
export const CalendarDaySelected: Story = {
  parameters: calendar(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await loadedMonth(canvasElement, 'Novembro de 2026');
    const sunday = within(grid).getByRole('button', { name: /^domingo, 22 de novembro de 2026/ });
    await userEvent.click(sunday);
    const day = await canvas.findByRole('region', {
      name: 'Domingo, 22 de novembro de 2026 · 6 saídas',
    });
    await expect(sunday.closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(within(day).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(within(day).getByText('Cancelada')).toBeVisible();
    await expect(within(day).getAllByRole('link', { name: 'Passageiros' })).toHaveLength(6);
    const [close] = within(day).getAllByRole('button', { name: 'Encerrar vendas' });
    if (!close) throw new Error('no departure on sale');
    await userEvent.click(close);
    await expect(
      await findToast(canvasElement, 'Vendas encerradas para esta saída.'),
    ).toBeVisible();
    await expect(await within(day).findByRole('button', { name: 'Reabrir vendas' })).toBeVisible();
  },
};

/** A summer Saturday with twelve departures: the cell shows three and counts the rest. */
export const CalendarBusyDay: Story = {
  parameters: calendar('&mes=2026-12&dia=2026-12-19'),
  loaders: [
    withRows(
      `insert into public.departures (tour_id, boat_id, starts_at, sales_cutoff_at, min_passengers)
       select '70a00000-0000-4000-8000-000000000002', $1, t, t - interval '1 hour', 2
       from generate_series('2026-12-19T07:00:00-03:00'::timestamptz,
         '2026-12-19T17:00:00-03:00'::timestamptz, interval '1 hour') t`,
      [LANCHA],
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await loadedMonth(canvasElement, 'Dezembro de 2026');
    const busy = within(grid).getByRole('button', { name: /^sábado, 19 de dezembro de 2026, / });
    const count = Number(/(\d+) saídas/.exec(busy.getAttribute('aria-label') ?? '')?.[1]);
    await expect(count).toBeGreaterThanOrEqual(11);
    await expect(busy.closest('td')).toHaveTextContent(`+${count - 3}`);
    const day = canvas.getByRole('region', {
      name: `Sábado, 19 de dezembro de 2026 · ${count} saídas`,
    });
    await expect(within(day).getAllByRole('heading', { level: 3 })).toHaveLength(count);
  },
};

/** Next month by its button, back with "Hoje"; a month kept in the URL is the one shown. */
export const CalendarNextMonth: Story = {
  parameters: calendar(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedMonth(canvasElement, 'Novembro de 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    const december = await loadedMonth(canvasElement, 'Dezembro de 2026');
    await expect(
      await within(december).findByRole('button', {
        name: /^terça-feira, 1 de dezembro de 2026, \d+ saídas?, maré boa$/,
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hoje' }));
    await loadedMonth(canvasElement, 'Novembro de 2026');
    await expect(
      await canvas.findByRole('region', { name: 'Sábado, 21 de novembro de 2026 · 1 saída' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await loadedMonth(canvasElement, 'Dezembro de 2026');
  },
};

/** Arrow keys walk the days and cross into the next month, which then loads. */
export const CalendarKeyboard: Story = {
  parameters: calendar('&dia=2026-11-28'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await loadedMonth(canvasElement, 'Novembro de 2026');
    within(grid)
      .getByRole('button', { name: /^sábado, 28 de novembro de 2026/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    const december = await loadedMonth(canvasElement, 'Dezembro de 2026');
    await expect(
      within(december).getByRole('button', { name: /^sábado, 5 de dezembro de 2026/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('region', { name: /^Sábado, 5 de dezembro de 2026 · / }),
    ).toBeVisible();
  },
};

/** A month with nothing scheduled yet, opened from its URL. */
export const CalendarEmptyMonth: Story = {
  parameters: calendar('&mes=2027-03'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await loadedMonth(canvasElement, 'Março de 2027');
    await expect(
      await within(grid).findByRole('button', {
        name: 'segunda-feira, 1 de março de 2027, nenhuma saída, maré boa',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Nenhuma saída neste mês')).toBeVisible();
  },
};

/** The month is drawn at once; its departures say they are on their way. */
export const CalendarLoading: Story = {
  parameters: {
    ...calendar(),
    msw: { handlers: pendingRequest('get', '/rest/v1/departures') },
  },
  play: async ({ canvasElement }) => {
    const grid = await findMonth(canvasElement, 'Novembro de 2026');
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(
      await within(canvasElement).findByText('Carregando suas saídas...', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      within(grid).getByRole('button', { name: 'sábado, 21 de novembro de 2026' }),
    ).toBeVisible();
  },
};

export const CalendarLoadFails: Story = {
  parameters: {
    ...calendar(),
    msw: { handlers: { scenario: [outage(504, 'selectDepartures')] } },
  },
  play: async ({ canvasElement }) => {
    await findMonth(canvasElement, 'Novembro de 2026');
    await findRetry(canvasElement);
  },
};

/** The list and the calendar are two tabs; the list is the one a bare URL opens. */
export const SwitchToCalendar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Calendário' }));
    await loadedMonth(canvasElement, 'Novembro de 2026');
    await userEvent.click(canvas.getByRole('tab', { name: 'Lista' }));
    await expect(await canvas.findByText('De 21/11/2026 a 04/12/2026')).toBeVisible();
  },
};

/** The smallest phone at the pier: seven columns fit, nothing scrolls sideways. */
export const CalendarPhone: Story = {
  parameters: {
    ...calendar('&dia=2026-11-22'),
    viewport: {
      options: {
        phone320: { name: '320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone320' } },
  // The visual run shoots it at 320 px too.
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const grid = await loadedMonth(canvasElement, 'Novembro de 2026');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(root.clientWidth);
    const day = within(grid).getByRole('button', { name: /^domingo, 22 de novembro de 2026/ });
    await expect(day.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      await within(canvasElement).findByRole('region', { name: /^Domingo, 22 de novembro/ }),
    ).toBeVisible();
  },
};
