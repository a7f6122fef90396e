import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonSlot } from '../components/Button/index.ts';
import { backendLoader, withApp } from '../storybook/decorators.tsx';
import { PageDataProvider, pageDataKey, usePageData } from './page-data.tsx';

const seaToday = pageDataKey<string>('sea-today');
const BUILT = 'Mar calmo em Arraial do Cabo: ondas de meio metro.';
const NOTHING_BUILT = 'A página pede o mar de hoje ao servidor.';

/** A screen drawing what the build read for its page, as the tour pages do. */
function SeaToday() {
  const built = usePageData(seaToday);
  return (
    <section>
      <h2>Mar de hoje</h2>
      <p>{built ?? NOTHING_BUILT}</p>
      <ButtonSlot variant="secondary">
        <Link to="/passeios/escuna-praias-de-arraial">Ver um passeio</Link>
      </ButtonSlot>
    </section>
  );
}

/**
 * What a prerendered page's build read, handed to the screens of that page only: the first
 * render in the browser draws what the HTML shows, and no page visited afterwards sees it.
 */
const meta = {
  title: 'Componentes/PageDataProvider',
  component: PageDataProvider,
  loaders: [backendLoader],
  decorators: [withApp],
  args: {
    page: { path: '/passeios', data: { [seaToday.name]: BUILT } },
    children: <SeaToday />,
  },
  parameters: {
    layout: 'padded',
    // As a static host serves it, with the trailing slash the build's path does not have.
    route: '/passeios/',
  },
} satisfies Meta<typeof PageDataProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnItsPage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(BUILT)).toBeVisible();
  },
};

/** After a link to another page, the build's data is gone: that page asks the server. */
export const AfterALink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Ver um passeio' }));
    await expect(await canvas.findByText(NOTHING_BUILT)).toBeVisible();
    await expect(canvas.queryByText(BUILT)).toBeNull();
  },
};

/** A page drawn in the browser (no prerendered data) has nothing from the build. */
export const NotPrerendered: Story = {
  args: { page: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NOTHING_BUILT)).toBeVisible();
  },
};
