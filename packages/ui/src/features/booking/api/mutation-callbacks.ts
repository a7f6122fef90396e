import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a screen adds to a booking mutation: its own reaction to the answer. The mutation hooks
 * own the call and the caches it changes, and run the screen's `onSuccess` first.
 */
export type MutationCallbacks<Data, Variables> = Pick<
  UseMutationOptions<Data, Error, Variables>,
  'onSuccess' | 'onError'
>;
