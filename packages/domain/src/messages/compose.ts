// The e-mails' one layout: each template describes its content as blocks, and this file writes
// them twice, as HTML (inline styles, what mail clients keep) and as plain text. Dependency-free
// and relative imports only: the send-email Edge Function (Deno) imports this folder as is.

/** A file sent with an e-mail (the booking's calendar event). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

/** An e-mail ready for a provider: subject, both parts, attachments. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs: "Data", "22/11/2026 às 08h30". */
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  | { kind: 'list'; title: string; items: readonly string[] }
  /** Someone's own words (the admin's comments, a request's message). */
  | { kind: 'quote'; title: string; text: string }
  | { kind: 'button'; label: string; href: string }
  /** Text to copy as is (the Pix copia e cola). */
  | { kind: 'code'; title: string; text: string };

export interface EmailContent {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  greeting: string;
  blocks: readonly EmailBlock[];
  /** Optional e-mails say how to turn them off (where the switch is). */
  optOut?: { href: string; where: string };
  attachments?: EmailAttachment[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML: every character that could open markup escaped. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Keeps the author's line breaks in HTML. */
const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const INK = '#14202b';
const MUTED = '#4a5a68';
const OCEAN = '#0b5e86';
const SURFACE = '#e3f2f9';
const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;';

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${lines(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:${MUTED};font-weight:normal;white-space:nowrap;">${escapeHtml(label)}</th><td style="padding:4px 0;">${lines(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(block.title)}</h2><ul style="margin:0 0 16px;padding-left:24px;">${block.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'quote':
      return `<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(block.title)}</h2><blockquote style="margin:0 0 16px;padding:12px 16px;background:${SURFACE};border-left:4px solid ${OCEAN};">${lines(block.text)}</blockquote>`;
    case 'button':
      return `<p style="margin:24px 0;"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:${OCEAN};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;">${escapeHtml(block.label)}</a></p>`;
    case 'code':
      return `<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(block.title)}</h2><p style="margin:0 0 16px;padding:12px;background:${SURFACE};font-family:monospace;word-break:break-all;">${escapeHtml(block.text)}</p>`;
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'list':
      return `${block.title}:\n${block.items.map((item) => `- ${item}`).join('\n')}`;
    case 'quote':
      return `${block.title}:\n${block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'code':
      return `${block.title}:\n${block.text}`;
  }
}

const SIGNATURE = 'Equipe Maré';

/** The body between <body> tags: what a preview shows inside a page. */
export function emailBodyHtml(content: EmailContent): string {
  const optOut = content.optOut
    ? `<p style="margin:0;">Você pode deixar de receber avisos como este: desligue “Avisos opcionais por e-mail” em <a href="${escapeHtml(content.optOut.href)}" style="color:${OCEAN};">${escapeHtml(content.optOut.where)}</a>.</p>`
    : '<p style="margin:0;">Este é um aviso sobre a sua reserva ou o seu pagamento: ele é sempre enviado.</p>';
  return [
    `<div style="${FONT}color:${INK};background:#ffffff;max-width:600px;margin:0 auto;padding:24px;">`,
    `<span style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</span>`,
    `<p style="margin:0 0 8px;color:${OCEAN};font-weight:bold;letter-spacing:0.04em;">MARÉ</p>`,
    `<h1 style="font-size:24px;line-height:1.25;margin:0 0 16px;">${escapeHtml(content.heading)}</h1>`,
    `<p style="margin:0 0 16px;">${escapeHtml(content.greeting)}</p>`,
    ...content.blocks.map(blockHtml),
    `<p style="margin:24px 0 0;">${SIGNATURE}</p>`,
    `<div style="margin-top:32px;padding-top:16px;border-top:1px solid #b5dbee;color:${MUTED};font-size:14px;">${optOut}</div>`,
    '</div>',
  ].join('');
}

/** Writes the e-mail's HTML document and its plain-text part from one description. */
export function composeEmail(content: EmailContent): RenderedEmail {
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#fbf6ec;">${emailBodyHtml(content)}</body></html>`;
  const footer = content.optOut
    ? `Você pode deixar de receber avisos como este: desligue "Avisos opcionais por e-mail" em ${content.optOut.where}: ${content.optOut.href}`
    : 'Este é um aviso sobre a sua reserva ou o seu pagamento: ele é sempre enviado.';
  const text = [
    content.heading,
    content.greeting,
    ...content.blocks.map(blockText),
    SIGNATURE,
    '--',
    footer,
  ].join('\n\n');
  return {
    subject: content.subject,
    html,
    text: `${text}\n`,
    attachments: content.attachments ?? [],
  };
}
