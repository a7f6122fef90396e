import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPage, onPhone } from '../storybook/story-frames.tsx';
import { ReviewStars, Stars } from './Stars.tsx';

const meta = {
  title: 'Avaliações/Nota',
  tags: ['one-width'],
  component: Stars,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { average: 4.7, count: 123 },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tour page's header: the average, its stars (to the nearest half) and the count, in one label. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', {
      name: 'Nota 4,7 de 5, 123 avaliações',
    });
    await expect(rating).toHaveTextContent('4,7(123 avaliações)');
    await expect(rating.querySelectorAll('[data-fill="full"]')).toHaveLength(4);
    await expect(rating.querySelectorAll('[data-fill="half"]')).toHaveLength(1);
  },
};

/** A card's: one star, the average and the count. */
export const Compact: Story = {
  args: { variant: 'compact', average: 4.2, count: 8 },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', {
      name: 'Nota 4,2 de 5, 8 avaliações',
    });
    await expect(rating).toHaveTextContent('4,2(8)');
  },
};

/** One review: "1 avaliação". */
export const OneReview: Story = {
  args: { average: 5, count: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Nota 5,0 de 5, 1 avaliação' }),
    ).toBeVisible();
  },
};

/** No review yet: nothing on a card; where asked, "Sem avaliações ainda". */
export const NoReviews: Story = {
  args: { average: null, count: 0, showEmpty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sem avaliações ainda')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** One review's own stars, each number of them. */
export const ReviewStarsByNumber: Story = {
  render: () => (
    <ul>
      {[5, 4, 3, 2, 1].map((stars) => (
        <li key={stars}>
          <ReviewStars stars={stars} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const stars of [1, 2, 3, 4, 5])
      await expect(canvas.getByRole('img', { name: `Nota ${stars} de 5` })).toBeVisible();
  },
};

/** On a phone, a long count wraps under the stars instead of leaving the screen. */
export const Phone: Story = {
  decorators: [onPhone],
  args: { average: 3.5, count: 12345 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Nota 3,5 de 5, 12.345 avaliações' }),
    ).toBeVisible();
  },
};
