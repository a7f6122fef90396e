import type { UNSAFE_createMemoryHistory } from 'react-router-dom';
import type { TabStorage } from '../tab-storage/index.ts';

type MemoryHistory = ReturnType<typeof UNSAFE_createMemoryHistory>;

/** The story's way back and forward, its reload and its tab storage, as AppStoryFrame registers them. */
interface StoryNavigation {
  history: MemoryHistory;
  reload: () => void;
  storage: TabStorage | null;
}

let current: StoryNavigation | null = null;

/** Called by AppStoryFrame on mount; the returned function forgets it again. */
export function registerStoryNavigation(navigation: StoryNavigation) {
  current = navigation;
  return () => {
    if (current === navigation) current = null;
  };
}

function navigation(): StoryNavigation {
  if (!current) throw new Error('no story frame: the story needs appMeta (withApp)');
  return current;
}

/** The browser's Back, in the story's memory history. */
export const storyBack = () => navigation().history.go(-1);

/** The browser's Forward, in the story's memory history. */
export const storyForward = () => navigation().history.go(1);

/**
 * A reload of the page: the whole app is mounted anew (fresh query cache, nothing in React state)
 * at the same address, with the same history and the same tab storage, as a browser keeps them.
 */
export const storyReload = () => navigation().reload();

/** Where the story's router is now (path and query), e.g. to check a step's address. */
export const storyLocation = () => {
  const { pathname, search } = navigation().history.location;
  return `${pathname}${search}`;
};

/** The story's tab storage (sessionStorage's stand-in), to see what a screen kept in it. */
export const storyTabStorage = () => navigation().storage;
