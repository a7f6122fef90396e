import { defaultBackend } from '@mare/mocks';

/**
 * The moment a story lives in, which its play function may move forward: the screen's clock
 * (AppStoryFrame) and the booking functions' `mare.now` move together, so a countdown can reach
 * zero without waiting for it.
 */
const time = { start: 0, elapsed: 0 };

/** Called by the loader before each story renders: back to `at`, nothing elapsed. */
export function startStoryTime(at: string) {
  time.start = Date.parse(at);
  time.elapsed = 0;
  defaultBackend.pinBookingTime(at);
}

/** Milliseconds the play function has moved the story's time forward. */
export const storyTimeElapsed = () => time.elapsed;

/** Moves the story's time (screen and database) `ms` forward. */
export function advanceStoryTime(ms: number) {
  time.elapsed += ms;
  defaultBackend.pinBookingTime(new Date(time.start + time.elapsed).toISOString());
}
