/**
 * Mail: sending (SMTP, or the local outbox), the development mailbox page at /_dev, and the
 * messages other services send.
 */
export { createMailer, type Mailer, type Message } from "./mailer.ts";
export { createMailboxHandler, type MailboxEntry } from "./mailbox.ts";
export {
  confirmationMessage,
  emailChangeMessage,
  invitationMessage,
  reauthenticationMessage,
  recoveryMessage,
  signInLinkMessage,
} from "./templates.ts";
