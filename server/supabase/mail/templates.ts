/** The mails the auth service sends: each holds one link, and says what to do if it was not asked for. */
import type { Message } from "./mailer.ts";

export function confirmationMessage(to: string, link: string): Message {
  return {
    to,
    subject: "Confirm your Little Space Station account",
    text: [
      "Hello, and welcome aboard Little Space Station!",
      "",
      "Please confirm your email address by opening this link:",
      link,
      "",
      "If you did not sign up, you can ignore this message: without this link, nobody can sign in with your address.",
    ].join("\n"),
    links: [link],
  };
}

export function recoveryMessage(to: string, link: string): Message {
  return {
    to,
    subject: "Reset your Little Space Station password",
    text: [
      "Someone (hopefully you) asked to reset the password of your Little Space Station account.",
      "",
      "Open this link to choose a new password:",
      link,
      "",
      "If you did not ask for this, you can ignore this message: your password stays the same.",
    ].join("\n"),
    links: [link],
  };
}
