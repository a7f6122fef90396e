import type { BackendContext } from '../context.ts';
import { emailRequestHandlers } from './email-requests.ts';
import { logoutHandlers } from './logout.ts';
import { settingsHandlers } from './settings.ts';
import { signupHandlers } from './signup.ts';
import { tokenHandlers } from './token.ts';
import { userHandlers } from './user.ts';
import { verifyHandlers } from './verify.ts';

/** Every /auth/v1 handler of one backend. */
export const authHandlers = (ctx: BackendContext) => [
  ...tokenHandlers(ctx),
  ...signupHandlers(ctx),
  ...logoutHandlers(ctx),
  ...userHandlers(ctx),
  ...verifyHandlers(ctx),
  ...emailRequestHandlers(ctx),
  ...settingsHandlers(ctx),
];
