/**
 * Outgoing mail. Without SMTP_URL, messages go to the outbox table (served at /_dev/mailbox)
 * and each link is printed to the log, the way Supabase's local stack uses a mail catcher.
 * With SMTP_URL, nodemailer sends them and nothing is kept or printed.
 */
import nodemailer from "nodemailer";
import type { Queryable } from "../core/db.ts";

export interface Message {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export interface Mailer {
  send(message: Message): Promise<void>;
  /** True when messages land in the local outbox (and the mailbox routes are on). */
  readonly local: boolean;
}

export function createMailer(db: Queryable, smtpUrl: string | undefined, from: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      local: false,
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      },
    };
  }
  return {
    local: true,
    async send(message) {
      await db.query("insert into auth.outbox (to_address, subject, body_text, links) values ($1, $2, $3, $4)", [
        message.to,
        message.subject,
        message.text,
        JSON.stringify(message.links),
      ]);
      // Development only (no SMTP): the link is how a developer confirms without a mail server.
      for (const link of message.links) console.log(`Auth mail "${message.subject}": ${link}`);
    },
  };
}
