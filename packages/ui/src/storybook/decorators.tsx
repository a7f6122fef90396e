import type { Decorator } from '@storybook/react-vite';
import { AppStoryFrame, STORY_NOW } from './AppStoryFrame.tsx';
import { createStoryBackend, type StoryAccount } from './story-backend.ts';
import type { Backend } from '../backend/index.ts';
import type { PrerenderedPageData } from '../hydration/index.ts';
import type { TabStorage } from '../tab-storage/index.ts';
import { startStoryTime } from './story-time.ts';

/**
 * Story parameters read here:
 * - `signedInAs`: a fixture account to sign in as before the story renders;
 * - `route`: where the memory router starts (default `/`);
 * - `now`: the moment the story lives in (default STORY_NOW), for the screen and the booking rules;
 * - `pageData`: what a build read for the page, as its prerendered HTML carries it;
 * - `tabStorage`: the tab's sessionStorage stand-in (default: a fresh one in memory; null: none).
 * Loaders run after the preview's MSW loader, so sign-in goes through the mock backend.
 */
export const backendLoader = async ({ parameters }: { parameters: Record<string, unknown> }) => {
  // The booking rules read the day the story shows, whatever the machine's date.
  startStoryTime((parameters.now as string | undefined) ?? STORY_NOW);
  return { backend: await createStoryBackend(parameters.signedInAs as StoryAccount | undefined) };
};

export const withApp: Decorator = (Story, { loaded, parameters }) => (
  <AppStoryFrame
    backend={loaded.backend as Backend}
    route={(parameters.route as string | undefined) ?? '/'}
    now={parameters.now as string | undefined}
    pageData={parameters.pageData as PrerenderedPageData | undefined}
    tabStorage={parameters.tabStorage as TabStorage | null | undefined}
  >
    <Story />
  </AppStoryFrame>
);
