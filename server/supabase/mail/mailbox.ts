/**
 * The development mailbox: /_dev/mailbox (an HTML page) and /_dev/mailbox.json (newest first,
 * each message with `to`, `subject`, `text`, `links`, `sent_at`). Mounted only without SMTP_URL.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Queryable } from "../core/db.ts";
import { pathOf, sendJson } from "../core/http.ts";

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sent_at: string;
}

export async function listMailbox(db: Queryable, limit = 200): Promise<MailboxEntry[]> {
  const { rows } = await db.query<{
    id: number;
    to_address: string;
    subject: string;
    body_text: string;
    links: string[];
    sent_at: Date;
  }>("select id, to_address, subject, body_text, links, sent_at from auth.outbox order by id desc limit $1", [limit]);
  return rows.map((r) => ({
    id: Number(r.id),
    to: r.to_address,
    subject: r.subject,
    text: r.body_text,
    links: r.links,
    sent_at: r.sent_at.toISOString(),
  }));
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function mailboxHtml(entries: readonly MailboxEntry[]): string {
  const items = entries
    .map(
      (m) => `<li>
  <article>
    <h2>${escape(m.subject)}</h2>
    <p class="meta">To <strong>${escape(m.to)}</strong>, <time datetime="${m.sent_at}">${escape(m.sent_at.replace("T", " ").slice(0, 19))} UTC</time></p>
    <pre>${escape(m.text)}</pre>
    <ul class="links">${m.links.map((l) => `<li><a href="${escape(l)}">Open this link</a></li>`).join("")}</ul>
  </article>
</li>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox · Little Space Station</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1.5rem; color: #1d1b2f; background: #fbfaff; }
  h1 { font-size: 1.6rem; }
  ol { list-style: none; padding: 0; }
  article { border: 1px solid #6b6790; border-radius: 12px; padding: 1rem 1.25rem; margin-bottom: 1rem; background: #fff; }
  h2 { font-size: 1.15rem; margin: 0 0 .25rem; }
  .meta { margin: 0 0 .75rem; color: #4a4668; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
  .links { padding: 0; list-style: none; }
  a { display: inline-flex; align-items: center; min-height: 48px; padding: 0 1rem; border-radius: 8px; background: #4b2bb3; color: #fff; font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 3px solid #1d1b2f; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>Messages the auth service would have emailed, newest first. This page exists only while no SMTP server is configured.</p>
${entries.length ? `<ol>\n${items}\n</ol>` : "<p>No messages yet.</p>"}
</main>
</body>
</html>
`;
}

/**
 * The outbox holds working sign-in links, so by default only this machine may read it: a request
 * from a loopback address that no proxy forwarded. AUTH_MAILBOX_OPEN=1 opens it to any address
 * (a phone on the same network, say); never do that where real people sign up.
 */
export function isLocalRequest(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? "";
  const loopback = address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
  return loopback && req.headers["x-forwarded-for"] === undefined && req.headers.forwarded === undefined;
}

export function createMailboxHandler(db: Queryable, open = false) {
  return async function mailbox(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = pathOf(req);
    if (!open && !isLocalRequest(req)) {
      return sendJson(req, res, 403, { message: "The development mailbox is readable only from this machine" });
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return sendJson(req, res, 405, { message: "Method not allowed" });
    }
    if (path === "/_dev/mailbox.json") return sendJson(req, res, 200, await listMailbox(db));
    if (path === "/_dev/mailbox" || path === "/_dev/mailbox/") {
      const body = Buffer.from(mailboxHtml(await listMailbox(db)), "utf8");
      res.statusCode = 200;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    sendJson(req, res, 404, { message: "Not found" });
  };
}
