import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage } from '../storybook/story-frames.tsx';
import { ReviewCard } from './ReviewCard.tsx';

const meta = {
  title: 'Avaliações/Avaliação',
  component: ReviewCard,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    kind: 'tour',
    review: {
      id: 'r1',
      author_name: 'Vera V.',
      trip_date: '2026-11-18',
      stars: 5,
      organization: 5,
      safety: 4,
      value: null,
      body: 'Passeio lindo, tripulação atenta. A parada na Praia do Forno vale cada minuto.\nVoltaria com a família.',
      answer: null,
      answered_at: null,
      created_at: '2026-11-19T13:00:00-03:00',
    },
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who, when they went (the month only), the stars, the sub-ratings given, the text. */
export const Tour: Story = {
  play: async ({ canvasElement }) => {
    const review = within(
      within(canvasElement).getByRole('article', { name: 'Avaliação de Vera V.' }),
    );
    await expect(review.getByRole('heading', { name: 'Vera V.' })).toBeVisible();
    await expect(review.getByText('Passeio em novembro de 2026')).toBeVisible();
    await expect(review.getByRole('img', { name: 'Nota 5 de 5' })).toBeVisible();
    await expect(review.getByRole('list', { name: 'Notas por aspecto' })).toHaveTextContent(
      'Organização: 5/5Segurança: 4/5',
    );
  },
};

/** The boat owner's public answer under it, with its day. */
export const Answered: Story = {
  args: {
    review: {
      ...meta.args.review,
      stars: 2,
      organization: null,
      safety: null,
      body: 'O barco atrasou quase uma hora e ninguém avisou.',
      answer:
        'Vera, pedimos desculpas: a Capitania segurou a saída por causa do vento. Já avisamos todos por WhatsApp desde então.',
      answered_at: '2026-11-20T12:00:00-03:00',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Resposta de quem organiza o passeio')).toBeVisible();
    await expect(canvas.getByText(/· 20\/11\/2026/)).toBeVisible();
  },
};

/** A provider's service: "Serviço em …", answered by the provider; only the stars, no text. */
export const Service: Story = {
  args: {
    kind: 'service',
    review: {
      ...meta.args.review,
      body: '',
      organization: null,
      safety: null,
      answer: 'Obrigada, Vera! Volte sempre.',
      answered_at: '2026-11-20T12:00:00-03:00',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Serviço em novembro de 2026')).toBeVisible();
    await expect(canvas.getByText('Resposta do prestador')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
