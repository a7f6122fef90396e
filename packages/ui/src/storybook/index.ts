export { backendLoader, withApp } from './decorators.tsx';
export { appMeta, withRows } from './app-meta.ts';
export {
  createStoryBackend,
  STORY_ACCOUNTS,
  STORY_PASSWORD,
  type StoryAccount,
} from './story-backend.ts';
export { AppStoryFrame, STORY_NOW } from './AppStoryFrame.tsx';
export { advanceStoryTime } from './story-time.ts';
export {
  storyBack,
  storyForward,
  storyReload,
  storyLocation,
  storyTabStorage,
} from './story-navigation.ts';
export {
  arrive,
  page,
  fillForm,
  findToast,
  expectNoToast,
  expectValues,
  findFormAlert,
  findPageHeading,
  findSettledField,
} from './story-helpers.ts';
export {
  CATALOGUE,
  catalogueStories,
  showsPasswordStory,
  scenarioErrorStory,
  pendingStory,
  fieldErrorsStory,
} from './story-factories.tsx';
export { pendingRequest, recordAuthRequests, networkRecovers, nextAnswer } from './network.ts';
export { onPhone, onPage, expectVisibleFocus } from './story-frames.tsx';
export { VERA_PENDING, VERA_REQUESTS, withVeraRequests } from './story-requests.ts';
