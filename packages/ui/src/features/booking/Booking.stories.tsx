import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import {
  fillForm,
  findPageHeading,
  findToast,
  appMeta,
  storyBack,
  storyForward,
  storyLocation,
  storyReload,
  storyTabStorage,
} from '../../storybook/index.ts';
import { bookingPath } from '../../routes.ts';
import { refusingTabStorage } from '../../tab-storage/refusing-storage.ts';
import BookingScreen from './BookingScreen.tsx';
import { VERA_PAST_ESCUNA, veraMayReview } from '../../reviews/story-reviews.ts';
import { checkoutDraftKey } from './checkout-draft.ts';
import {
  BOOKINGS,
  SMALL_PHONE,
  bookingRefusal,
  expectWordsWhole,
  minutesAfterStory,
  pixChargeScenario,
  refundsAt,
} from './story-support.ts';

const meta = {
  title: 'Telas/Reserva/Checkout e voucher',
  component: BookingScreen,
  ...appMeta,
  parameters: { route: bookingPath(BOOKINGS.veraHeld), signedInAs: 'visitor' },
} satisfies Meta<typeof BookingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const passengers = {
  first: { name: 'Vera Visitante', birth: '1988-04-12', cpf: '52998224725' },
  second: { name: 'Caio Visitante', birth: '2016-02-20', cpf: '' },
};

async function fillPassengers(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const cards = await canvas.findAllByRole(
    'region',
    { name: /^Passageiro \d/ },
    { timeout: 15_000 },
  );
  for (const [index, person] of [passengers.first, passengers.second].entries()) {
    const card = cards[index];
    if (!card) throw new Error(`no card for passenger ${index + 1}`);
    const box = within(card);
    await userEvent.type(box.getByLabelText('Nome completo'), person.name);
    await userEvent.type(box.getByLabelText('Data de nascimento'), person.birth);
    if (person.cpf) await userEvent.type(box.getByLabelText('CPF'), person.cpf);
  }
}

/** Every passenger field holds what fillPassengers typed (the CPF masked). */
async function expectPassengersAsTyped(canvasElement: HTMLElement) {
  const cards = await within(canvasElement).findAllByRole(
    'region',
    { name: /^Passageiro \d/ },
    { timeout: 15_000 },
  );
  for (const [index, person] of [passengers.first, passengers.second].entries()) {
    const box = within(cards[index] as HTMLElement);
    await expect(box.getByLabelText('Nome completo')).toHaveValue(person.name);
    await expect(box.getByLabelText('Data de nascimento')).toHaveValue(person.birth);
    await expect(box.getByLabelText('CPF')).toHaveValue(
      person.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
    );
  }
}

/** The step shown is `heading`. */
const expectStep = (canvasElement: HTMLElement, heading: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name: heading }, { timeout: 15_000 });

/** The browser's Back or Forward opened the step `heading`: its heading has the focus (announced). */
async function expectStepAnnounced(canvasElement: HTMLElement, heading: string) {
  const title = await expectStep(canvasElement, heading);
  await waitFor(() => expect(title).toHaveFocus());
}

const held = bookingPath(BOOKINGS.veraHeld);

/** Passengers, then the contact's WhatsApp: on the review. */
async function fillToReview(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findPageHeading(canvasElement, 'Dados da reserva');
  await fillPassengers(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await expectStep(canvasElement, 'Contato');
  await fillForm(canvasElement, { WhatsApp: '71999990006' });
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await expectStep(canvasElement, 'Revise e pague');
}

/** The held seats' checkout: passengers (the band follows the age), contact, review. */
export const Passengers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Dados da reserva');
    await expect(canvas.getByRole('timer')).toHaveTextContent('08:00');
    await fillPassengers(canvasElement);
    await expect(
      canvas.getByLabelText('CPF', { selector: '#' + canvas.getAllByLabelText('CPF')[0]?.id }),
    ).toHaveValue('529.982.247-25');
    await expect(await canvas.findByText(/Criança, R\$\s45,00/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByLabelText('E-mail')).toHaveValue('visitante@mare.example');
    await fillForm(canvasElement, { WhatsApp: '71999990006' });
    await expect(canvas.getByLabelText('WhatsApp')).toHaveValue('(71) 99999-0006');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByText('Total com taxas')).toBeVisible();
    // Adult R$ 90 + child R$ 45; this crossing has no boarding fee.
    await expect(canvas.getByText('R$ 135,00', { selector: 'li data' })).toBeVisible();
    await expect(canvas.getByText(/art\. 49 do Código de Defesa do Consumidor/)).toBeVisible();
  },
};

/**
 * The checkout on the smallest phone (320 px): the countdown, the steps and the review's prices
 * keep each word whole, and nothing scrolls sideways.
 */
export const CheckoutSmallPhone: Story = {
  ...SMALL_PHONE,
  tags: ['visual-320'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await findPageHeading(canvasElement, 'Dados da reserva');
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('08:00');
    await expectWordsWhole(timer.parentElement as HTMLElement);
    await expectWordsWhole(canvas.getByRole('navigation', { name: 'Etapas da reserva' }));
    await fillPassengers(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await fillForm(canvasElement, { WhatsApp: '71999990006' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    const review = await canvas.findByRole('region', { name: 'Revise e pague' });
    await expect(within(review).getByText('Total com taxas')).toBeVisible();
    await expectWordsWhole(review);
    await expectWordsWhole(timer.parentElement as HTMLElement);
    await expectWordsWhole(canvas.getByRole('navigation', { name: 'Etapas da reserva' }));
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Bad CPF and a missing name: each field says what is wrong; nothing typed is lost. */
export const PassengerErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Dados da reserva');
    const cards = await canvas.findAllByRole('region', { name: /^Passageiro \d/ });
    const first = within(cards[0] as HTMLElement);
    await userEvent.type(first.getByLabelText('Data de nascimento'), '1988-04-12');
    await userEvent.type(first.getByLabelText('CPF'), '12345678900');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(first.getByLabelText('CPF')).toHaveAccessibleDescription(
        expect.stringContaining('CPF inválido. Confira os números.'),
      ),
    );
    await expect(first.getByLabelText('Nome completo')).toHaveAccessibleDescription(
      expect.stringContaining('Informe o nome completo.'),
    );
    await expect(first.getByLabelText('CPF')).toHaveValue('123.456.789-00');
    await expect(first.getByLabelText('Data de nascimento')).toHaveValue('1988-04-12');
  },
};

/** 1,000 characters: the passenger table holds 120 (TEXT_LIMITS.passengerName). */
const overLongName = 'Vera Visitante '.repeat(67).slice(0, 1000);

/**
 * A 1,000-character name (pasted): the field says the database's limit before anything is sent,
 * and keeps every character typed so it can be cut down.
 */
export const OverLongName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Dados da reserva');
    await fillPassengers(canvasElement);
    const cards = await canvas.findAllByRole('region', { name: /^Passageiro \d/ });
    const name = within(cards[1] as HTMLElement).getByLabelText('Nome completo');
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste(overLongName);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('Use no máximo 120 caracteres.'),
      ),
    );
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue(overLongName);
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await expect(canvas.queryByText('Não foi possível concluir a reserva. Tente novamente.')).toBe(
      null,
    );
  },
};

/**
 * The server still refuses a name (passenger_name_invalid, its index counted in the order sent):
 * the checkout goes back to the passengers, the message sits on that passenger's name, and all
 * that was typed is still there.
 */
export const ServerRefusesPassengerName: Story = {
  parameters: {
    msw: { handlers: bookingRefusal('checkout', 'passenger_name_invalid', { index: 1 }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillToReview(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar com Pix' }));
    const cards = await canvas.findAllByRole('region', { name: /^Passageiro \d/ });
    const second = within(cards[1] as HTMLElement);
    await waitFor(() => expect(second.getByLabelText('Nome completo')).toHaveFocus());
    await expect(second.getByLabelText('Nome completo')).toHaveAccessibleDescription(
      expect.stringContaining('Informe o nome completo.'),
    );
    await expect(second.getByLabelText('Nome completo')).toHaveValue(passengers.second.name);
    await expect(second.getByLabelText('Data de nascimento')).toHaveValue(passengers.second.birth);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByLabelText('Nome completo')).toHaveValue(passengers.first.name);
    await expect(first.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    await expect(canvas.getByText('Informe o nome completo de cada passageiro.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByLabelText('WhatsApp')).toHaveValue('(71) 99999-0006');
  },
};

/**
 * A reload on the contact step: the checkout opens on that step again, with every field as typed
 * (kept in the tab's storage for this booking), and the hold's countdown goes on where it was.
 */
export const ReloadKeepsEveryField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Dados da reserva');
    await fillPassengers(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expectStep(canvasElement, 'Contato');
    await expect(storyLocation()).toBe(`${held}?etapa=contato`);
    await fillForm(canvasElement, { WhatsApp: '71999990006' });

    storyReload();
    await findPageHeading(canvasElement, 'Dados da reserva');
    await expect(await canvas.findByLabelText('WhatsApp', {}, { timeout: 15_000 })).toHaveValue(
      '(71) 99999-0006',
    );
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('visitante@mare.example');
    await expect(canvas.getByRole('timer')).toHaveTextContent('08:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expectStep(canvasElement, 'Quem vai no passeio');
    await expectPassengersAsTyped(canvasElement);

    // Reloaded on the first step too.
    storyReload();
    await findPageHeading(canvasElement, 'Dados da reserva');
    await expectPassengersAsTyped(canvasElement);
    await expect(storyLocation()).toBe(held);
  },
};

/**
 * Each step is its own history entry: the browser's Back goes from the review to the contact and
 * to the passengers, Forward comes back, and every field stays as typed; each step's heading
 * takes the focus.
 */
export const BackAndForwardBetweenSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillToReview(canvasElement);
    await expect(storyLocation()).toBe(`${held}?etapa=revisao`);

    storyBack();
    await expectStepAnnounced(canvasElement, 'Contato');
    await expect(canvas.getByLabelText('WhatsApp')).toHaveValue('(71) 99999-0006');
    storyBack();
    await expectStepAnnounced(canvasElement, 'Quem vai no passeio');
    await expectPassengersAsTyped(canvasElement);
    await expect(storyLocation()).toBe(held);

    storyForward();
    await expectStepAnnounced(canvasElement, 'Contato');
    await expect(canvas.getByLabelText('WhatsApp')).toHaveValue('(71) 99999-0006');
    storyForward();
    await expectStepAnnounced(canvasElement, 'Revise e pague');
    await expect(canvas.getByText(/Vera Visitante — Adulto/)).toBeVisible();
    await expect(canvas.getByText(/Caio Visitante — Criança/)).toBeVisible();
    await expect(canvas.getByText(/\(71\) 99999-0006/)).toBeVisible();
  },
};

/**
 * An address naming a step not reachable yet (the review, with no passenger typed): the first
 * step not done opens instead, and the address says so.
 */
export const UnreachableStepOpensFirstUndone: Story = {
  parameters: { route: `${held}?etapa=revisao` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Dados da reserva');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Quem vai no passeio' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Revise e pague' })).toBe(null);
    await waitFor(() => expect(storyLocation()).toBe(held));
  },
};

/** The checkout's draft goes once the booking is checked out (now awaiting its Pix). */
export const DraftClearedAfterCheckout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const key = checkoutDraftKey(BOOKINGS.veraHeld);
    await fillToReview(canvasElement);
    await expect(JSON.parse(storyTabStorage()?.getItem(key) ?? '{}')).toMatchObject({
      nome0: passengers.first.name,
      contatoWhatsapp: '(71) 99999-0006',
    });
    await userEvent.click(await canvas.findByRole('button', { name: 'Pagar com Pix' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pagamento' }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(storyTabStorage()?.getItem(key)).toBe(null));
    await waitFor(() => expect(storyLocation()).toBe(held));
    // Paid, so the frame ends on the voucher: the Pix's txid is drawn by the database anew. The
    // mock PSP pays once its charge exists (its code is shown).
    await canvas.findByLabelText('Pix copia e cola', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Simular pagamento' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Reserva confirmada' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(storyTabStorage()?.getItem(key)).toBe(null);
  },
};

/** The tab's storage refuses to keep anything: the checkout works all the same. */
export const StorageRefused: Story = {
  parameters: { tabStorage: refusingTabStorage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillToReview(canvasElement);
    await expect(canvas.getByText('Total com taxas')).toBeVisible();
  },
};

/** From the review to the Pix: QR code, copia-e-cola, the time left, and the simulated payment. */
export const PixThenSimulatedPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillToReview(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar com Pix' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { name: /^Pague R\$\s135,00 com Pix$/ },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /^QR code Pix de R\$\s135,00$/ }),
    ).toBeVisible();
    await expect((canvas.getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value).toMatch(
      /^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/,
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent('30:00');
    await expect(canvas.getByText('Modo demonstração')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simular pagamento' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Reserva confirmada' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Confirmada')).toBeVisible();
  },
};

/** From the review to the Pix heading (the charge is then asked of the pix-charge function). */
async function payFromReview(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await fillToReview(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Pagar com Pix' }));
  await expect(
    await canvas.findByRole(
      'heading',
      { name: /^Pague R\$\s135,00 com Pix$/ },
      { timeout: 10_000 },
    ),
  ).toBeVisible();
}

/** The PSP is slow to create the charge: the buyer sees it being made, the time still running. */
export const PixBeingGenerated: Story = {
  parameters: { msw: { handlers: pixChargeScenario('pending') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payFromReview(canvasElement);
    await expect(await canvas.findByText('Gerando o código Pix...')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('30:00');
    await expect(canvas.queryByLabelText('Pix copia e cola')).toBe(null);
  },
};

/**
 * The PSP is down when the charge is asked: said plainly, the seats still held while the time
 * runs, and "Tentar de novo" gets the PSP's dynamic code (at the smallest phone).
 */
export const PixPspDown: Story = {
  ...SMALL_PHONE,
  tags: ['visual-320'],
  parameters: {
    ...SMALL_PHONE.parameters,
    msw: { handlers: pixChargeScenario('psp_unavailable') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payFromReview(canvasElement);
    await expect(
      await canvas.findByText(
        'O banco que gera o Pix não respondeu a tempo. Seus lugares continuam reservados: tente de novo em instantes.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(
      await canvas.findByRole('img', { name: /^QR code Pix de R\$\s135,00$/ }, { timeout: 10_000 }),
    ).toBeVisible();
    // The PSP's dynamic code: its location (not the key and amount) in the merchant account field.
    await expect((canvas.getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value).toMatch(
      /^000201010212.*br\.gov\.bcb\.pix25\d\dpsp\.mare-demo\.example\/qr\/v2\/.*6304[0-9A-F]{4}$/,
    );
  },
};

/** The bank refused to create the charge: said kindly, and a way to try again. */
export const PixPspRefused: Story = {
  parameters: { msw: { handlers: pixChargeScenario('psp_refused') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payFromReview(canvasElement);
    await expect(
      await canvas.findByText(
        /O banco não conseguiu gerar o código Pix desta reserva/,
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

const asGabriela = {
  route: bookingPath(BOOKINGS.gabrielaAwaitingPix),
  signedInAs: 'provider',
} as const;

/** "Já paguei" before the Pix arrived: told plainly, the code stays. */
export const PaymentPending: Story = {
  parameters: asGabriela,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Pagamento');
    await expect(canvas.getByRole('timer')).toHaveTextContent('24:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Já paguei' }));
    await expect(
      await canvas.findByText(/Ainda não recebemos o pagamento/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Pix copia e cola')).toBeVisible();
  },
};

/** The Pix expired unpaid: the seats went back on sale, and the way to start again. */
export const PixExpired: Story = {
  parameters: { ...asGabriela, now: minutesAfterStory(30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Sua reserva');
    await expect(
      await canvas.findByText('O código Pix expirou sem pagamento e os lugares foram liberados.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Escolher lugares de novo' })).toBeVisible();
  },
};

/** The hold lapsed before checkout. */
export const HoldExpired: Story = {
  parameters: { now: minutesAfterStory(9) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Sua reserva');
    await expect(
      await canvas.findByText(
        'O tempo para concluir a reserva acabou e os lugares foram liberados.',
      ),
    ).toBeVisible();
  },
};

/** The voucher: code, QR, meeting point, calendar file, WhatsApp share. */
export const VoucherConfirmed: Story = {
  parameters: { route: bookingPath(BOOKINGS.veraConfirmed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Reserva confirmada');
    await expect(await canvas.findByRole('img', { name: /^Voucher da reserva / })).toBeVisible();
    await expect(canvas.getByText('Cais da Praia dos Anjos, Arraial do Cabo - RJ')).toBeVisible();
    const calendar = canvas.getByRole('link', { name: 'Adicionar ao calendário' });
    await expect(calendar.getAttribute('href')).toMatch(/^data:text\/calendar/);
    await expect(calendar).toHaveAttribute('download', expect.stringMatching(/\.ics$/));
    await expect(canvas.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=/),
    );
  },
};

/**
 * Cancelling outside the free window: the refund (50% of the tour plus the boarding fee) is shown
 * before confirming, then the booking shows it cancelled with the refund.
 */
export const CancelOutsideFreeWindow: Story = {
  parameters: { route: bookingPath(BOOKINGS.veraConfirmed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await findPageHeading(canvasElement, 'Reserva confirmada');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      /Você recebe de volta R\$\s240,00 de R\$\s440,00 pagos \(50% do passeio, mais a taxa de embarque\)/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    await expect(
      await findToast(canvasElement, 'Reserva cancelada. Reembolso de R$ 240,00 a caminho.'),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Reserva cancelada' })).toBeVisible();
  },
};

/** Within 7 days of the purchase (CDC art. 49): everything back. */
export const CancelWithinWithdrawal: Story = {
  parameters: { route: bookingPath(BOOKINGS.veraRecent) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await findPageHeading(canvasElement, 'Reserva confirmada');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar reserva' }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      /o valor integral \(direito de arrependimento \(CDC art\. 49\)/,
    );
  },
};

/** The boat owner cancelled the departure: why, and what was refunded. */
export const CancelledByOperator: Story = {
  parameters: { route: bookingPath(BOOKINGS.veraWhales) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Sua reserva');
    await expect(await canvas.findByRole('heading', { name: 'Saída cancelada' })).toBeVisible();
    await expect(
      canvas.getByText(/^Cancelada: Mar fechado pela Capitania dos Portos/),
    ).toBeVisible();
    await expect(canvas.getByText(/Reembolso de R\$\s510,00 \(valor integral\)/)).toBeVisible();
  },
};

const cancelledByVera = { route: bookingPath(BOOKINGS.veraCancelled) };

/** The refund was sent as a devolução: the bank is paying it back. */
export const RefundSent: Story = {
  parameters: cancelledByVera,
  loaders: [refundsAt(BOOKINGS.veraCancelled, 'sent')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reserva cancelada' })).toBeVisible();
    const note = canvas.getByText(/^Reembolso enviado: o seu banco está creditando/);
    note.scrollIntoView({ block: 'center' });
    await expect(note).toBeVisible();
  },
};

/** The PSP said DEVOLVIDO: the money is back, and when. */
export const RefundDone: Story = {
  parameters: cancelledByVera,
  loaders: [refundsAt(BOOKINGS.veraCancelled, 'done')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reserva cancelada' })).toBeVisible();
    const note = canvas.getByText(/^Reembolso concluído em /);
    note.scrollIntoView({ block: 'center' });
    await expect(note).toBeVisible();
  },
};

/** The bank refused the devolução: worded kindly, with what happens next (an admin takes it). */
export const RefundRefused: Story = {
  ...SMALL_PHONE,
  tags: ['visual-320'],
  parameters: { ...SMALL_PHONE.parameters, ...cancelledByVera },
  loaders: [refundsAt(BOOKINGS.veraCancelled, 'refused')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reserva cancelada' })).toBeVisible();
    const note = canvas.getByText(
      /^O banco não conseguiu concluir a devolução de R\$\s[\d.,]+\. Não se preocupe/,
    );
    note.scrollIntoView({ block: 'center' });
    await expect(note).toBeVisible();
  },
};

/** Someone else's booking, or none: said plainly. */
export const NotFound: Story = {
  parameters: { route: bookingPath(BOOKINGS.gabrielaAwaitingPix) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Reserva não encontrada' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The booking cannot be read (offline): the reason and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { scenario: [outage('network', 'rpcMyBookings')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /Não foi possível falar com o servidor/,
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A trip already made: its page offers the review above the voucher. */
export const PastTripReview: Story = {
  loaders: [veraMayReview],
  parameters: { route: bookingPath(VERA_PAST_ESCUNA) },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole(
      'button',
      { name: 'Avaliar passeio: Passeio de escuna pelas praias de Arraial do Cabo' },
      { timeout: 10_000 },
    );
    await expect(button).toBeVisible();
  },
};
