import type { Clock } from './clock.ts';
import type { MockState } from './db/types.ts';
import type { RandomSource } from './random.ts';

/** What every handler of one mock backend shares. */
export interface BackendContext {
  readonly clock: Clock;
  readonly random: RandomSource;
  /** The live state; `reset()` replaces it, so read it per request, never keep it. */
  readonly state: MockState;
  /** The auth server's switches, changeable at run time (tests flip them). */
  readonly settings: AuthSwitches;
}

export interface AuthSwitches {
  /** Sign-ups are confirmed at once (a session instead of a confirmation email). */
  autoconfirm: boolean;
  /** The project refuses new sign-ups (422 signup_disabled). */
  disableSignup: boolean;
  /** The email create_admin_user accepts (supabase/DATA-MODEL.md). */
  masterEmail: string;
}
