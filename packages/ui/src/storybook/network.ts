import { delay, http } from 'msw';
import { MOCK_SUPABASE_URL } from '@mare/mocks';

/** Story handlers under a named key, so they merge with the mock backend's defaults. */
export function pendingRequest(method: 'get' | 'post' | 'patch', path: string) {
  return { scenario: [http[method](`${MOCK_SUPABASE_URL}${path}`, () => delay('infinite'))] };
}
