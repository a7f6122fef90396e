import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appMeta, arrive, fillForm, findToast, withRows } from '../../storybook/index.ts';
import { PATHS } from '../../routes.ts';
import { withTides, type TidesStoryParameters } from '../../tides/story-tides.tsx';
import DeparturesScreen from './DeparturesScreen.tsx';
import { asOwner } from './story-support.ts';

/**
 * A tour bound to the tide (seed.sql: the Baía do Sancho's catamaran sails only below 0,8 m): its
 * rule in the tour form, the tides and warnings while scheduling, the good days in the calendar.
 * The tides come from the predictor itself, at the stories' clock (21/11/2026).
 */
const meta = {
  title: 'Telas/Dono de barco/Maré',
  component: DeparturesScreen,
  ...appMeta,
  parameters: asOwner(PATHS.boatOwnerDepartures),
} satisfies Meta<typeof DeparturesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SANCHO_TOUR = '70a00000-0000-4000-8000-000000000003';
const SANCHO_TITLE = 'Catamarã dos golfinhos e da Baía do Sancho';
const METRES_LABEL = 'Altura máxima da maré (m)';
const BELOW_CHOICE = /^Só com a maré abaixo de uma altura/;

const phone320 = {
  viewport: {
    options: {
      phone320: { name: '320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
    },
  },
};

/** The owner sets the rule: a height the database refuses is marked and kept, then saved. */
export const TourFormWithRule: Story = {
  parameters: asOwner(`${PATHS.boatOwnerTours}/${SANCHO_TOUR}`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, `Editar ${SANCHO_TITLE}`);
    const below = canvas.getByRole('radio', { name: BELOW_CHOICE });
    await expect(below).toBeChecked();
    const metres = () => canvas.getByLabelText(METRES_LABEL, { selector: 'input' });
    await expect(metres()).toHaveValue('0,8');

    await userEvent.clear(metres());
    await userEvent.type(metres(), '3,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar passeio' }));
    await waitFor(() => expect(metres()).toHaveFocus());
    await expect(metres()).toHaveAccessibleDescription(
      expect.stringContaining('Altura da maré: de 0,01 a 3 m, como 0,5'),
    );

    // Trying the ebb and coming back keeps what was typed.
    await userEvent.click(canvas.getByRole('radio', { name: /^Só na maré vazante/ }));
    await expect(canvas.queryByLabelText(METRES_LABEL, { selector: 'input' })).toBeNull();
    await userEvent.click(below);
    await expect(metres()).toHaveValue('3,5');

    await userEvent.clear(metres());
    await userEvent.type(metres(), '0,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar passeio' }));
    // A new rule on a published tour takes effect at once: no review.
    await expect(await findToast(canvasElement, 'Passeio salvo.')).toBeVisible();
    await expect(canvas.getByText('Publicado')).toBeVisible();
  },
};

/** A rule on the river beach: Maré has no tide there, so the form says so and sends nothing. */
export const TourFormRuleWithoutTide: Story = {
  parameters: asOwner(`${PATHS.boatOwnerTours}/novo`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, 'Criar passeio');
    await fillForm(canvasElement, {
      Título: 'Lancha até a Ilha do Amor',
      Praia: 'alter-do-chao',
      Resumo: 'Travessia curta pelo Tapajós até a Ilha do Amor, na seca.',
      'Preço por adulto (R$)': '80,00',
      'Preço por criança (R$)': '40,00',
    });
    await userEvent.click(canvas.getByRole('radio', { name: /^Só na maré vazante/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Criar rascunho' }));
    const group = canvas.getByRole('group', { name: 'Regra de maré do passeio' });
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        'A Maré não tem previsão de maré para este lugar: escolha “Sem regra de maré” ou uma praia com maré.',
      ),
    );
    await expect(canvas.getByRole('radio', { name: /^Só na maré vazante/ })).toBeChecked();
    await expect(canvas.getByLabelText('Título', { selector: 'input' })).toHaveValue(
      'Lancha até a Ilha do Amor',
    );
  },
};

/**
 * The tide code cannot be fetched when the owner saves a rule: the form says so in pt-BR, keeps
 * everything typed, and saving again tries again.
 */
export const TourFormTidesFail: Story = {
  parameters: {
    ...asOwner(`${PATHS.boatOwnerTours}/${SANCHO_TOUR}`),
    tides: 'error',
  } satisfies TidesStoryParameters & ReturnType<typeof asOwner>,
  decorators: [withTides],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrive(canvasElement, `Editar ${SANCHO_TITLE}`);
    const metres = canvas.getByLabelText(METRES_LABEL, { selector: 'input' });
    await userEvent.clear(metres);
    await userEvent.type(metres, '0,6');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar passeio' }));
    await expect(
      await canvas.findByText(
        'Não foi possível carregar a previsão da maré para conferir a regra. Verifique a conexão e salve de novo.',
      ),
    ).toBeVisible();
    await expect(metres).toHaveValue('0,6');
  },
};

/** Opens the scheduling form on the Sancho tour, with its tides loaded. */
async function scheduleSancho(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await arrive(canvasElement, 'Saídas');
  await userEvent.click(
    await canvas.findByRole('button', { name: 'Agendar saídas' }, { timeout: 10_000 }),
  );
  const form = within(await canvas.findByRole('form', { name: 'Agendar saídas' }));
  await userEvent.selectOptions(form.getByLabelText('Passeio'), SANCHO_TITLE);
  await expect(
    await form.findByRole('heading', {
      name: 'Maré: este passeio sai só com maré abaixo de 0,8 m',
    }),
  ).toBeVisible();
  return form;
}

async function fillRule(
  form: ReturnType<typeof within>,
  from: string,
  to: string,
  days: string[],
  time: string,
) {
  await userEvent.type(form.getByLabelText('De'), from);
  await userEvent.type(form.getByLabelText('Até'), to);
  for (const day of days) await userEvent.click(form.getByRole('checkbox', { name: day }));
  await userEvent.clear(form.getByLabelText('Horários'));
  await userEvent.type(form.getByLabelText('Horários'), time);
}

/** Saturday 28/11 at 13:00, near the day's low: the day's tides, no warning. */
export const ScheduleGoodTime: Story = {
  parameters: asOwner(PATHS.boatOwnerDepartures),
  play: async ({ canvasElement }) => {
    const form = await scheduleSancho(canvasElement);
    await fillRule(form, '2026-11-28', '2026-11-28', ['Sábado'], '13:00');
    await expect(await form.findByText('Marés de 28 de novembro de 2026')).toBeVisible();
    await expect(form.getByText('Maré baixa, 0,2 m às 12:57')).toBeVisible();
    await expect(form.getByText('Dentro da regra das 10:31 às 15:23.')).toBeVisible();
    await expect(form.getByText('Todas as saídas ficam dentro da regra de maré.')).toBeVisible();
    await expect(form.getByText(/Previsão astronômica da estação de/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Agendar 1 saída' }));
    await expect(await findToast(canvasElement, '1 saída agendada.')).toBeVisible();
  },
};

/**
 * Tuesday 24/11 and Saturday 28/11 at 13:00: on Tuesday the tide is rising to its high. The
 * warning says so in words; nothing is scheduled until the owner chooses, here to leave it out.
 */
export const ScheduleWarnedTime: Story = {
  parameters: asOwner(PATHS.boatOwnerDepartures),
  play: async ({ canvasElement }) => {
    const form = await scheduleSancho(canvasElement);
    await fillRule(form, '2026-11-24', '2026-11-28', ['Terça-feira', 'Sábado'], '13:00');
    await expect(await form.findByText('1 de 2 saídas fica fora da regra de maré:')).toBeVisible();
    await expect(
      form.getByText(
        /^ter\., 24\/11: Às 13:00 a maré estará em 1,2 m, acima do limite de 0,8 m deste passeio\.$/,
      ),
    ).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Agendar 2 saídas' }));
    const choice = form.getByRole('group', { name: 'O que fazer com as saídas fora da regra?' });
    await expect(choice).toHaveAccessibleDescription(
      'Escolha se as saídas fora da regra de maré serão agendadas.',
    );
    await userEvent.click(within(choice).getByRole('radio', { name: 'Não agendar esta saída' }));
    // The preview lists only the departure that will be created.
    const preview = within(form.getByRole('region', { name: 'Saídas que serão criadas' }));
    await expect(preview.getByText(/^sáb\., 28\/11 13:00$/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Agendar 1 saída' }));
    await expect(await findToast(canvasElement, '1 saída agendada.')).toBeVisible();
  },
};

/**
 * On the smallest phone: the day's tides and the warning fit, and the owner chooses to schedule
 * the bad time anyway (the last frame shows the choice; the journey in boat-owner.spec.ts sends it).
 */
export const ScheduleWarnedPhone: Story = {
  parameters: { ...asOwner(PATHS.boatOwnerDepartures), ...phone320 },
  globals: { viewport: { value: 'phone320' } },
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const form = await scheduleSancho(canvasElement);
    await fillRule(form, '2026-11-24', '2026-11-24', ['Terça-feira'], '13:00');
    await expect(
      await form.findByText(/Às 13:00 a maré estará em 1,2 m, acima do limite de 0,8 m/),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await userEvent.click(form.getByRole('radio', { name: /^Agendar mesmo assim/ }));
    await expect(form.getByRole('radio', { name: /^Agendar mesmo assim/ })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Agendar 1 saída' })).toBeVisible();
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * The calendar marks the good days of the tide-bound tour, and its departures whose time breaks
 * the rule. With a strict 0,5 m the neap days around the 16th are not good; the springs are.
 */
export const CalendarGoodDays: Story = {
  parameters: asOwner(`${PATHS.boatOwnerDepartures}?visao=calendario`),
  loaders: [
    withRows(`update public.tours set tide_rule = '{"kind":"below","metres":0.5}' where id = $1`, [
      SANCHO_TOUR,
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Novembro de 2026' }, { timeout: 10_000 });
    await expect(
      await canvas.findByText(
        /^Maré boa para Catamarã dos golfinhos e da Baía do Sancho: ao menos uma saída entre 06:00 e 18:00 que atende à regra \(só com maré abaixo de 0,5 m\) por 2 h\./,
      ),
    ).toBeVisible();
    await expect(
      await within(grid).findByRole('button', {
        name: /^terça-feira, 24 de novembro de 2026, \d+ saídas?, maré boa, \d+ saídas? fora da regra de maré$/,
      }),
    ).toBeVisible();
    await expect(
      within(grid).getByRole('button', { name: /^segunda-feira, 16 de novembro de 2026, [^,]+$/ }),
    ).toBeVisible();
    await expect(
      within(grid).getByRole('button', { name: /^sábado, 28 de novembro de 2026, .*maré boa/ }),
    ).toBeVisible();
  },
};

/**
 * While the tide code loads: the section says so, and sending asks to wait (nothing is
 * scheduled unchecked).
 */
export const ScheduleTidesLoading: Story = {
  parameters: {
    ...asOwner(PATHS.boatOwnerDepartures),
    tides: 'loading',
  } satisfies TidesStoryParameters & ReturnType<typeof asOwner>,
  decorators: [withTides],
  play: async ({ canvasElement }) => {
    const form = await scheduleSancho(canvasElement);
    await expect(form.getByText('Carregando a previsão da maré...')).toBeVisible();
    await fillRule(form, '2026-11-28', '2026-11-28', ['Sábado'], '13:00');
    await userEvent.click(form.getByRole('button', { name: 'Agendar 1 saída' }));
    await expect(
      await form.findByText('Aguarde a previsão da maré para conferir os horários.'),
    ).toBeVisible();
  },
};

/** The tide code could not be fetched: a retry, and sending says the tide could not be checked. */
export const ScheduleTidesError: Story = {
  parameters: {
    ...asOwner(PATHS.boatOwnerDepartures),
    tides: 'error',
  } satisfies TidesStoryParameters & ReturnType<typeof asOwner>,
  decorators: [withTides],
  play: async ({ canvasElement }) => {
    const form = await scheduleSancho(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a previsão da maré.',
    );
    await expect(form.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await fillRule(form, '2026-11-28', '2026-11-28', ['Sábado'], '13:00');
    await userEvent.click(form.getByRole('button', { name: 'Agendar 1 saída' }));
    await expect(
      await form.findByText('Não foi possível conferir a maré. Tente carregar a previsão de novo.'),
    ).toBeVisible();
  },
};

/** The calendar while the tide code loads: the legend, and the loading said. */
export const CalendarTidesLoading: Story = {
  parameters: {
    ...asOwner(`${PATHS.boatOwnerDepartures}?visao=calendario`),
    tides: 'loading',
  } satisfies TidesStoryParameters & ReturnType<typeof asOwner>,
  decorators: [withTides],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Novembro de 2026' }, { timeout: 10_000 });
    await expect(await canvas.findByText('Carregando a previsão da maré...')).toBeVisible();
    await expect(canvas.getByText(/^Maré boa para Catamarã dos golfinhos/)).toBeVisible();
  },
};

/** The calendar when the tide code could not be fetched: the month still works, with a retry. */
export const CalendarTidesError: Story = {
  parameters: {
    ...asOwner(`${PATHS.boatOwnerDepartures}?visao=calendario`),
    tides: 'error',
  } satisfies TidesStoryParameters & ReturnType<typeof asOwner>,
  decorators: [withTides],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Novembro de 2026' }, { timeout: 10_000 });
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar a previsão da maré.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(within(grid).queryByRole('button', { name: /maré boa/ })).toBeNull();
  },
};
