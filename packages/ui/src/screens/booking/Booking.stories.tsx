import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { outage } from '@mare/mocks';
import { fillForm, findPageHeading, findToast, appMeta } from '../../storybook/index.ts';
import { bookingPath } from '../../routes.ts';
import BookingScreen from './BookingScreen.tsx';
import { BOOKINGS, minutesAfterStory } from './story-support.ts';

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
    await expect(canvas.getByText('R$ 135,00', { selector: 'li span' })).toBeVisible();
    await expect(canvas.getByText(/art\. 49 do Código de Defesa do Consumidor/)).toBeVisible();
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

/** From the review to the Pix: QR code, copia-e-cola, the time left, and the simulated payment. */
export const PixThenSimulatedPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Dados da reserva');
    await fillPassengers(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await fillForm(canvasElement, { WhatsApp: '71999990006' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Pagar com Pix' }));
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

/** The operator cancelled the departure: why, and what was refunded. */
export const CancelledByOperator: Story = {
  parameters: { route: bookingPath(BOOKINGS.veraWhales) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPageHeading(canvasElement, 'Sua reserva');
    await expect(
      await canvas.findByRole('heading', { name: 'Saída cancelada pelo operador' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Motivo: Mar fechado pela Capitania dos Portos/)).toBeVisible();
    await expect(canvas.getByText(/Reembolso de R\$\s510,00 \(valor integral\)/)).toBeVisible();
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
