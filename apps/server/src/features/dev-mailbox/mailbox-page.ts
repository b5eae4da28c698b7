import type { OutboxMail } from '../../mail/outbox.repo';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Links in a mail's text become clickable; everything else is escaped. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The development mailbox: every outbox mail, newest first, with its text and links. */
export function renderMailboxPage(mails: OutboxMail[], hasSmtp: boolean): string {
  const items = mails
    .map(
      (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><br><span>To: ${escapeHtml(mail.to)}</span> · <time datetime="${mail.createdAt}">${mail.createdAt}</time></header>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  const empty = hasSmtp
    ? '<p>SMTP_URL is set: mail goes to the SMTP server, not to this outbox.</p>'
    : '<p>No mail yet. Mail the app sends (sign-in codes, password resets, verification links) appears here.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Airlens development mailbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2733}
article{border:1px solid #d5dbe3;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;word-break:break-all}
header span,time{color:#5b6776;font-size:13px}</style></head>
<body><h1>Development mailbox</h1><p>Mail kept in the outbox table, newest first. This page does not exist in production.</p>
${mails.length === 0 ? empty : items}
</body></html>`;
}
