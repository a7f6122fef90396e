/** The hosted project's default policy: at least 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;
export const WEAK_PASSWORD_MESSAGE = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;

/** A password nobody knows, for accounts created by a magic link. */
export const randomPassword = (ctx: { random: { hex(bytes: number): string } }) =>
  ctx.random.hex(24);
