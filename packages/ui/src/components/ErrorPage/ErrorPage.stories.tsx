import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { lazyPage, RELOAD_KEY, type PageLoaderEnv } from '../../app/page-loader.ts';
import { AppShell } from '../../layout/AppShell.tsx';
import { backendLoader, withApp } from '../../storybook/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorPage } from './ErrorPage.tsx';

function RecoveredPage() {
  return <h1>Blog de praias</h1>;
}

/**
 * A page chunk as the bundler emits it, behind the site's loader: a dynamic import whose fetch
 * fails until `arrives`, in a browser that is `online` or not and whose tab has `reloaded` already
 * after a failed chunk or not. `reset` starts a story afresh (a new lazy page, nothing fetched).
 */
function chunkFixture() {
  const fixture = {
    arrives: false,
    loads: 0,
    online: true,
    storage: new Map<string, string>(),
    reload: fn(),
    Page: RecoveredPage as ComponentType,
    reset({ online = true, reloaded = true } = {}) {
      fixture.arrives = false;
      fixture.loads = 0;
      fixture.online = online;
      fixture.storage = new Map(reloaded ? [[RELOAD_KEY, '1']] : []);
      fixture.reload = fn();
      fixture.Page = lazyPage(load, env);
    },
  };
  const load = () => {
    fixture.loads += 1;
    return fixture.arrives
      ? Promise.resolve({ default: RecoveredPage })
      : Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: http://localhost/assets/BlogScreen-3f2a.js',
          ),
        );
  };
  const env = (): PageLoaderEnv => ({
    storage: {
      getItem: (key) => fixture.storage.get(key) ?? null,
      setItem: (key, value) => void fixture.storage.set(key, value),
      removeItem: (key) => void fixture.storage.delete(key),
    },
    reload: () => fixture.reload(),
    online: () => fixture.online,
    wait: () => Promise.resolve(),
  });
  return fixture;
}

const chunk = chunkFixture();

/** A page whose render throws until `fixed`. */
const broken = { fixed: false };
function BrokenPage() {
  if (!broken.fixed) throw new Error('Cannot read properties of undefined (reading "nome")');
  return <h1>Painel do parceiro</h1>;
}

/** The site's frame (header, footer) around one page behind a route error boundary. */
function InShell({ page: Page, online }: { page: ComponentType; online?: () => boolean }) {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route
          path="*"
          element={
            <ErrorBoundary online={online}>
              <Page />
            </ErrorBoundary>
          }
        />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Componentes/ErrorPage',
  component: ErrorPage,
  args: { kind: 'chunk', onRetry: fn() },
  loaders: [backendLoader],
  decorators: [withApp],
  parameters: { route: '/blog' },
  render: () => <InShell page={chunk.Page} online={() => chunk.online} />,
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const findHeading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/**
 * The blog's chunk does not arrive, in a tab that already reloaded once for it: fetched twice,
 * no second reload, the page says so between the header and the footer and takes the focus; once
 * the chunk arrives, "Tentar novamente" opens the page.
 */
export const ChunkFailed: Story = {
  beforeEach: () => chunk.reset({ reloaded: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await findHeading(canvasElement, 'Não foi possível carregar esta página');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(chunk.loads).toBe(2);
    await expect(chunk.reload).not.toHaveBeenCalled();
    chunk.arrives = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await findHeading(canvasElement, 'Blog de praias')).toBeVisible();
  },
};

/** After a deploy the old chunk is gone: the page reloads once to fetch the new files, showing the loading page meanwhile. */
export const ReloadsOnceAfterDeploy: Story = {
  beforeEach: () => chunk.reset({ reloaded: false }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chunk.reload).toHaveBeenCalledOnce());
    await expect(chunk.storage.get(RELOAD_KEY)).toBe('1');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** Offline: no reload (the browser would show its own error page); the page says the connection is down. */
export const ChunkFailedOffline: Story = {
  beforeEach: () => chunk.reset({ online: false, reloaded: false }),
  play: async ({ canvasElement }) => {
    await expect(await findHeading(canvasElement, 'Você está sem conexão')).toBeVisible();
    await expect(chunk.reload).not.toHaveBeenCalled();
    chunk.online = true;
    chunk.arrives = true;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await findHeading(canvasElement, 'Blog de praias')).toBeVisible();
  },
};

/** A page that throws while rendering: the error page in its place, header and footer intact. */
export const RenderError: Story = {
  parameters: { route: '/service-provider-dashboard' },
  beforeEach: () => {
    broken.fixed = false;
  },
  render: () => <InShell page={BrokenPage} online={() => true} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeading(canvasElement, 'Algo deu errado nesta página')).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    broken.fixed = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await findHeading(canvasElement, 'Painel do parceiro')).toBeVisible();
  },
};

/** The page alone, as the app-wide boundary shows it when something outside a page breaks. */
export const Alone: Story = {
  loaders: [],
  decorators: [],
  render: (args) => <ErrorPage {...args} kind="render" />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A part of a page that fails alone (the home page's tours): its fallback line, the rest stays. */
export const PartFailsAlone: Story = {
  loaders: [],
  decorators: [],
  beforeEach: () => {
    broken.fixed = false;
  },
  render: () => (
    <main>
      <h1>Praias brasileiras e passeios de barco</h1>
      <ErrorBoundary
        fallback={<p role="status">Os próximos passeios não puderam ser carregados.</p>}
      >
        <BrokenPage />
      </ErrorBoundary>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Os próximos passeios não puderam ser carregados.',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Praias brasileiras e passeios de barco',
    );
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};
