import { isoAt } from '../clock.ts';
import { MOCK_SUPABASE_URL } from '../config.ts';
import type { BackendContext } from '../context.ts';
import type { EmailTokenType, MailMessage } from '../db/types.ts';
import { updateUser, type UserRecord } from './users.ts';

const templates: Record<EmailTokenType, { subject: string; intro: string; outro: string }> = {
  signup: {
    subject: 'Confirme seu cadastro no Maré',
    intro: 'Olá! Recebemos seu cadastro no Maré. Para confirmar seu email, use o código',
    outro: 'Se você não se cadastrou no Maré, ignore esta mensagem.',
  },
  magiclink: {
    subject: 'Seu link de acesso ao Maré',
    intro: 'Olá! Para entrar no Maré, use o código',
    outro: 'Se você não pediu este acesso, ignore esta mensagem.',
  },
  recovery: {
    subject: 'Redefina sua senha do Maré',
    intro: 'Olá! Recebemos um pedido para redefinir sua senha. Para continuar, use o código',
    outro: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  },
  email_change: {
    subject: 'Confirme seu novo email no Maré',
    intro: 'Olá! Para confirmar a troca do seu email no Maré, use o código',
    outro: 'Se você não pediu a troca, ignore esta mensagem.',
  },
};

/** The link a real email would carry (the browser cannot open the mock host: use verifyOtp). */
function verifyLink(tokenHash: string, type: EmailTokenType, redirectTo: string | null) {
  const query = new URLSearchParams({ token: tokenHash, type });
  if (redirectTo) query.set('redirect_to', redirectTo);
  return `${MOCK_SUPABASE_URL}/auth/v1/verify?${query}`;
}

/**
 * "Sends" an email: records a one-time token redeemable at /verify (by token_hash, or by email and
 * the 6-digit code), keeps the message in the mailbox and stamps the user. Answers the user as
 * stamped.
 */
export async function sendEmail(
  ctx: BackendContext,
  user: UserRecord,
  type: EmailTokenType,
  redirectTo: string | null,
): Promise<UserRecord> {
  const db = await ctx.db();
  const now = isoAt(ctx.clock);
  const to = type === 'email_change' && user.newEmail ? user.newEmail : user.email;
  const tokenHash = ctx.random.hex(28);
  const token = String(parseInt(ctx.random.hex(3), 16) % 1_000_000).padStart(6, '0');
  await db.query(
    `insert into mock.email_tokens (token_hash, token, type, user_id, email, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [tokenHash, token, type, user.id, to, now],
  );
  const { subject, intro, outro } = templates[type];
  const message: MailMessage = {
    id: ctx.random.uuid(),
    type,
    to,
    subject,
    text: `${intro} ${token} ou abra o link:\n${verifyLink(tokenHash, type, redirectTo)}\n\n${outro}`,
    token_hash: tokenHash,
    token,
    redirect_to: redirectTo,
    sent_at: now,
  };
  await db.query(`insert into mock.mailbox (message) values ($1)`, [JSON.stringify(message)]);
  ctx.mail.push(message);
  const stamp = {
    signup: { confirmationSentAt: now },
    recovery: { recoverySentAt: now },
    email_change: { emailChangeSentAt: now },
    magiclink: {},
  }[type];
  return updateUser(ctx, user.id, stamp);
}
