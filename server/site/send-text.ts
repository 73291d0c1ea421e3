import type { IncomingMessage, ServerResponse } from "node:http";

/** A short plain-text answer (errors, redirects, health), never cached by browsers. */
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string) {
  const body = Buffer.from(text + "\n", "utf8");
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
