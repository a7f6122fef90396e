import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  EXAMPLE_EMAIL_CONTEXT,
  EXAMPLE_EMAIL_PAYLOADS,
  renderEmail,
  type EmailReason,
  type RenderedEmail,
} from '@mare/domain';
import { onPage } from '../../storybook/story-frames.tsx';
import { EmailPreview } from './EmailPreview.tsx';

/** Every e-mail the outbox sends, rendered by its template from the example facts. */
const meta = {
  title: 'E-mails/Modelos',
  component: EmailPreview,
  decorators: [onPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

function email(reason: EmailReason): RenderedEmail {
  const rendered = renderEmail(reason, EXAMPLE_EMAIL_PAYLOADS[reason], EXAMPLE_EMAIL_CONTEXT);
  if (!rendered) throw new Error(`no template for ${reason}`);
  return rendered;
}

/**
 * A story of one template: its heading and a line of its own shown, both parts present. Every
 * template fills one layout: the first is shot at both widths, the others (`data-variant`) at the
 * phone's only.
 */
const story = (reason: EmailReason, heading: string, line: RegExp | string): Story => ({
  args: { email: email(reason) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The last match: the first may be the preheader, hidden as mail clients hide it.
    await expect(canvas.getAllByText(line).at(-1)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Versão em texto simples' })).toBeVisible();
  },
});

export const ReservaConfirmada = story(
  'booking_confirmed',
  'Sua reserva está confirmada',
  'Cais da Praia dos Anjos, Arraial do Cabo - RJ',
);
export const PixPrestesAVencer = {
  ...story('pix_expiring', 'Seu Pix está quase vencendo', /Pix copia e cola/),
  tags: ['data-variant'],
};
export const VesperaDoPasseio = {
  ...story('trip_tomorrow', 'Seu passeio é amanhã', 'Protetor solar'),
  tags: ['data-variant'],
};
export const SaidaCancelada = {
  ...story(
    'departure_cancelled',
    'Sua saída foi cancelada',
    'Mar fechado pela Capitania dos Portos',
  ),
  tags: ['data-variant'],
};
export const ReservaCancelada = {
  ...story('booking_cancelled', 'Sua reserva foi cancelada', /R\$ 220,00/),
  tags: ['data-variant'],
};
export const PagamentoForaDoPrazo = {
  ...story('refund_issued', 'Seu pagamento será devolvido', /chegou depois do prazo/),
  tags: ['data-variant'],
};
export const ReembolsoEnviado = {
  ...story('refund_sent', 'Seu reembolso foi enviado', /Pedimos ao banco/),
  tags: ['data-variant'],
};
export const ReembolsoConcluido = {
  ...story('refund_done', 'Seu reembolso foi concluído', /O banco confirmou/),
  tags: ['data-variant'],
};
export const PasseioDevolvido = {
  ...story('tour_returned', 'Seu passeio voltou da revisão', /Faltam fotos do barco por dentro/),
  tags: ['data-variant'],
};
export const PasseioPublicado = {
  ...story('tour_published', 'Seu passeio está publicado', /Boa temporada/),
  tags: ['data-variant'],
};
export const BarcoVerificado = {
  ...story('boat_verified', 'Seu barco foi verificado', /Capitania dos Portos/),
  tags: ['data-variant'],
};
export const BarcoRecusado = {
  ...story(
    'boat_refused',
    'Não conseguimos verificar seu barco',
    /A inscrição na Capitania não confere/,
  ),
  tags: ['data-variant'],
};
export const PedidoRecebido = {
  ...story('provider_request_received', 'Você recebeu um pedido', /guia bilíngue/),
  tags: ['data-variant'],
};
export const PedidoRespondido = {
  ...story('provider_request_answered', 'Seu pedido foi aceito', /Chego ao cais às 08h00/),
  tags: ['data-variant'],
};
export const PedidoCancelado = {
  ...story('provider_request_cancelled', 'Um pedido foi cancelado', /Mudamos a data da viagem/),
  tags: ['data-variant'],
};
export const ConviteParaAvaliar = {
  ...story('review_invitation', 'Conte como foi o passeio', /Você tem até 60 dias/),
  tags: ['data-variant'],
};
export const AvaliacaoOcultada = {
  ...story('review_hidden', 'Sua avaliação foi ocultada', /Critique o serviço sem ofender pessoas/),
  tags: ['data-variant'],
};
