import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage } from '../storybook/story-frames.tsx';
import { RatingSummary } from './RatingSummary.tsx';

const meta = {
  title: 'Avaliações/Resumo',
  component: RatingSummary,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: {
    summary: {
      rating_avg: 4.3,
      rating_count: 10,
      histogram: [1, 0, 1, 2, 6],
      organization: 4.6,
      safety: 4.9,
      value: 4.1,
    },
  },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The average, the bars from 5 stars down to 1 (with their counts and shares), the sub-ratings. */
export const WithSubRatings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Nota 4,3 de 5, 10 avaliações' })).toBeVisible();
    const bars = within(canvas.getByRole('list', { name: 'Avaliações por nota' })).getAllByRole(
      'listitem',
    );
    await expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 estrelas6 (60%)',
      '4 estrelas2 (20%)',
      '3 estrelas1 (10%)',
      '2 estrelas0 (0%)',
      '1 estrela1 (10%)',
    ]);
    await expect(canvas.getByText('Custo-benefício')).toBeVisible();
    await expect(canvas.getByText('4,9 de 5')).toBeInTheDocument();
  },
};

/** Nobody gave a sub-rating: only the figures and the bars. */
export const WithoutSubRatings: Story = {
  args: {
    summary: {
      rating_avg: 5,
      rating_count: 2,
      histogram: [0, 0, 0, 0, 2],
      organization: null,
      safety: null,
      value: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Nota 5,0 de 5, 2 avaliações' })).toBeVisible();
    await expect(canvas.queryByText('Organização')).toBeNull();
  },
};
