import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RequestError } from '../../backend/request-error.ts';
import { onPage } from '../../storybook/story-frames.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { NO_PERMISSION, QueryGate, type QueryGateVariant } from './QueryGate.tsx';

/** How the query's function answers: each story drives a real TanStack query into its state. */
type Answer = 'never' | 'fails' | 'refresh fails, then hangs' | 'refused' | 'answers';

const DEPARTURES = [
  'Sábado, 21/11, às 9h — Ilha Grande',
  'Domingo, 22/11, às 10h — Praia do Forno',
  'Sábado, 28/11, às 9h — Ilha Grande',
];
const FAILED = 'Não foi possível carregar as saídas.';
const LOADING = 'Carregando as saídas...';
const never = () => new Promise<never>(() => {});

function Departures({
  variant,
  answer,
  title,
}: {
  variant: QueryGateVariant;
  answer: Answer;
  title?: string;
}) {
  const calls = useRef(0);
  const query = useQuery({
    queryKey: ['departures'],
    queryFn: async (): Promise<string[]> => {
      calls.current += 1;
      if (answer === 'never') return never();
      if (answer === 'refresh fails, then hangs' && calls.current > 1) return never();
      if (answer === 'refused') throw new RequestError('Acesso negado pelo servidor', 403);
      if (answer === 'answers') return DEPARTURES;
      throw new RequestError(FAILED, 503);
    },
  });
  const list = (departures: string[]) => (
    <ul aria-label="Próximas saídas">
      {departures.map((departure) => (
        <li key={departure}>{departure}</li>
      ))}
    </ul>
  );
  if (variant === 'panel')
    return (
      <QueryGate
        variant="panel"
        id="saidas"
        title="Próximas saídas"
        query={query}
        loadingLabel={LOADING}
        forbidden
      >
        {list}
      </QueryGate>
    );
  if (variant === 'inline')
    return (
      <QueryGate
        variant="inline"
        query={query}
        loading={<Skeleton lines={3} height="1.5rem" />}
        loadingLabel={LOADING}
        forbidden
      >
        {list}
      </QueryGate>
    );
  return (
    <QueryGate query={query} loadingLabel={LOADING} forbidden {...(title ? { title } : {})}>
      {list}
    </QueryGate>
  );
}

/**
 * A fresh cache per story, without TanStack's retries: a failure shows at once. A refresh that
 * fails starts from departures already in the cache (stale, so they are asked for again).
 */
function QueryGateStory(props: { variant: QueryGateVariant; answer: Answer; title?: string }) {
  const [client] = useState(() => {
    const cache = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (props.answer === 'refresh fails, then hangs')
      cache.setQueryData(['departures'], DEPARTURES);
    return cache;
  });
  return (
    <QueryClientProvider client={client}>
      <Departures {...props} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Componentes/QueryGate',
  tags: ['one-width'],
  component: QueryGateStory,
  decorators: [onPage],
  parameters: { layout: 'padded' },
  args: { variant: 'page', answer: 'answers' },
} satisfies Meta<typeof QueryGateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = { timeout: 10_000 };

const pending = (variant: QueryGateVariant): Story => ({
  args: { variant, answer: 'never' },
  play: async ({ canvasElement }) => {
    const label = await within(canvasElement).findByText(LOADING, {}, timeout);
    if (variant === 'inline') {
      // Grey lines with the label for screen readers only, the whole marked busy.
      await expect(label.closest('[aria-busy="true"]')).not.toBeNull();
      await expect(within(canvasElement).queryByRole('status')).toBeNull();
    } else {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(LOADING);
      await expect(label).toBeVisible();
    }
  },
});

const failed = (variant: QueryGateVariant): Story => ({
  args: { variant, answer: 'fails' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, timeout);
    await expect(alert).toHaveTextContent(FAILED);
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
});

/**
 * A refresh failed and the retry is on its way: the failure stays, its button busy until the new
 * answer comes. (A first load asked again shows its loading placeholder instead: TanStack Query
 * puts a query without data back to pending.)
 */
const retrying = (variant: QueryGateVariant): Story => ({
  args: { variant, answer: 'refresh fails, then hangs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }, timeout));
    const button = await canvas.findByRole('button', { name: 'Tentando...' }, timeout);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(FAILED);
  },
});

const forbidden = (variant: QueryGateVariant): Story => ({
  args: { variant, answer: 'refused' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, timeout);
    await expect(
      within(alert).getByRole('heading', {
        name: 'Acesso negado',
        level: variant === 'page' ? 2 : 3,
      }),
    ).toBeVisible();
    await expect(alert).toHaveTextContent(NO_PERMISSION);
    // Asking again cannot change a refusal: no retry.
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
});

const loaded = (variant: QueryGateVariant): Story => ({
  args: { variant, answer: 'answers' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole(
      'list',
      { name: 'Próximas saídas' },
      timeout,
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(DEPARTURES.length);
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
});

/** The panel's heading names its section in every state. */
const inPanel = (story: Story): Story => ({
  ...story,
  play: async (context) => {
    await story.play?.(context);
    const panel = within(context.canvasElement).getByRole('region', { name: 'Próximas saídas' });
    await expect(
      within(panel).getByRole('heading', { level: 2, name: 'Próximas saídas' }),
    ).toBeVisible();
  },
});

export const PagePending: Story = pending('page');
export const PageFailed: Story = failed('page');
export const PageRetrying: Story = retrying('page');
export const PageForbidden: Story = forbidden('page');
export const PageLoaded: Story = loaded('page');

/** A page whose heading would come with its data: the failure gets one of its own. */
export const PageFailedWithTitle: Story = {
  // The title's size follows the screen's width.
  tags: ['!one-width'],
  args: { variant: 'page', answer: 'fails', title: 'Saídas indisponíveis no momento' },
  play: async (context) => {
    await failed('page').play?.(context);
    await expect(
      within(context.canvasElement).getByRole('region', {
        name: 'Saídas indisponíveis no momento',
      }),
    ).toBeVisible();
  },
};

export const PanelPending: Story = inPanel(pending('panel'));
export const PanelFailed: Story = inPanel(failed('panel'));
export const PanelRetrying: Story = inPanel(retrying('panel'));
export const PanelForbidden: Story = inPanel(forbidden('panel'));
export const PanelLoaded: Story = inPanel(loaded('panel'));

export const InlinePending: Story = pending('inline');
export const InlineFailed: Story = failed('inline');
export const InlineRetrying: Story = retrying('inline');
export const InlineForbidden: Story = forbidden('inline');
export const InlineLoaded: Story = loaded('inline');
