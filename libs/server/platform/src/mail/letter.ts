import type { MailAttachment, OutboundMail } from './outbound-mail.js';

export interface Letter {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows after the paragraphs (a receipt's lines). */
  rows?: { label: string; value: string; strong?: boolean }[];
  action?: { label: string; url: string };
  /** The small print under everything (whom to ask, what stays private). */
  footer: string;
  attachments?: MailAttachment[];
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const cell = (strong: boolean | undefined, align: 'left' | 'right') =>
  `style="padding:6px 0;border-bottom:1px solid #eee;text-align:${align}${strong ? ';font-weight:700' : ''}"`;

/** Ember's e-mail layout: a heading, short paragraphs, optional rows, one button; the same words in plain text. */
export function letter({
  to,
  subject,
  heading,
  paragraphs,
  rows = [],
  action,
  footer,
  attachments,
}: Letter): OutboundMail {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(rows.length > 0 ? [...rows.map((row) => `${row.label}: ${row.value}`), ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footer,
  ].join('\n');
  const table =
    rows.length > 0
      ? `<table role="presentation" width="100%" style="margin:0 0 16px;border-collapse:collapse;font-size:16px">${rows
          .map(
            (row) =>
              `<tr><td ${cell(row.strong, 'left')}>${escape(row.label)}</td><td ${cell(row.strong, 'right')}>${escape(row.value)}</td></tr>`,
          )
          .join('')}</table>`
      : '';
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f6f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#2b2730">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<p style="margin:0 0 8px;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#7a2e47">Ember</p>
<h1 style="margin:0 0 16px;font-size:22px">${escape(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escape(p)}</p>`).join('\n')}
${table}
${action ? `<p style="margin:8px 0 24px"><a href="${escape(action.url)}" style="display:inline-block;background:#7a2e47;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:999px;font-weight:600">${escape(action.label)}</a></p>` : ''}
<p style="margin:0;font-size:14px;line-height:1.5;color:#6b6570">${escape(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to, subject, text, html, ...(attachments ? { attachments } : {}) };
}
