import type { Decorator } from '@storybook/react-vite';
import { ClockProvider } from '../clock/index.ts';
import { STORY_NOW } from '../storybook/AppStoryFrame.tsx';
import { TidesLoaderProvider, loadTides, type TidesModule } from './useTides.tsx';

/** How a tide story gets the tide code: the site's chunk, one that never comes, or a failure. */
export type TidesSource = 'site' | 'loading' | 'error';
export interface TidesStoryParameters {
  tides: TidesSource;
}

const never = (): Promise<TidesModule> => new Promise<TidesModule>(() => undefined);
const failing = (): Promise<TidesModule> =>
  Promise.reject(new Error('Failed to fetch dynamically imported module'));
const LOADERS: Record<TidesSource, () => Promise<TidesModule>> = {
  site: loadTides,
  loading: never,
  error: failing,
};

/** The story's clock (STORY_NOW, or `parameters.now`) and its way of loading the tide code. */
export const withTides: Decorator = (Story, { parameters }) => {
  const now = (parameters.now as string | undefined) ?? STORY_NOW;
  const loader = LOADERS[(parameters.tides as TidesSource | undefined) ?? 'site'];
  return (
    <ClockProvider clock={() => new Date(now)}>
      <TidesLoaderProvider loader={loader}>
        <Story />
      </TidesLoaderProvider>
    </ClockProvider>
  );
};
