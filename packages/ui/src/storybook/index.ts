export { backendLoader, withApp } from './decorators.tsx';
export {
  createStoryBackend,
  STORY_ACCOUNTS,
  STORY_PASSWORD,
  type StoryAccount,
} from './story-backend.ts';
export { AppStoryFrame, STORY_NOW } from './AppStoryFrame.tsx';
export {
  arrive,
  page,
  fillForm,
  findToast,
  expectNoToast,
  expectValues,
  findFormAlert,
  findPageHeading,
} from './story-helpers.ts';
export {
  CATALOGUE,
  catalogueStories,
  showsPasswordStory,
  scenarioErrorStory,
  pendingStory,
  fieldErrorsStory,
} from './screen-stories.tsx';
export { pendingRequest, recordAuthRequests, networkRecovers } from './network.ts';
