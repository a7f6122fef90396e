import { isoAt } from '../clock.ts';
import { MOCK_SUPABASE_URL } from '../config.ts';
import type { BackendContext } from '../context.ts';
import type { EmailTokenType, MailMessage, UserRecord } from '../db/types.ts';

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
 * the 6-digit code) and keeps the message in the mailbox.
 */
export function sendEmail(
  ctx: BackendContext,
  user: UserRecord,
  type: EmailTokenType,
  redirectTo: string | null,
): MailMessage {
  const now = isoAt(ctx.clock);
  const to = type === 'email_change' && user.newEmail ? user.newEmail : user.email;
  const tokenHash = ctx.random.hex(28);
  const token = String(parseInt(ctx.random.hex(3), 16) % 1_000_000).padStart(6, '0');
  ctx.state.auth.emailTokens.push({
    tokenHash,
    token,
    type,
    userId: user.id,
    email: to,
    createdAt: now,
    used: false,
  });
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
  ctx.state.mailbox.push(message);
  if (type === 'signup') user.confirmationSentAt = now;
  if (type === 'recovery') user.recoverySentAt = now;
  if (type === 'email_change') user.emailChangeSentAt = now;
  return message;
}
