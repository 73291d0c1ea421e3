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

export function signInLinkMessage(to: string, link: string, code: string, validMinutes: number): Message {
  const valid = validMinutes >= 120 ? `${Math.round(validMinutes / 60)} hours` : `${validMinutes} minutes`;
  return {
    to,
    subject: "Your Little Space Station sign-in link",
    text: [
      "Someone (hopefully you) asked to sign in to Little Space Station with this email address.",
      "",
      "Open this link to sign in:",
      link,
      "",
      `Or, on another device, enter this code: ${code}`,
      "",
      `The link and the code work once, for ${valid}. If you did not ask for them, you can ignore this message: nobody can sign in without them.`,
    ].join("\n"),
    links: [link],
  };
}

export function invitationMessage(to: string, link: string): Message {
  return {
    to,
    subject: "You are invited to Little Space Station",
    text: [
      "Hello! The station's owner has invited you to Little Space Station.",
      "",
      "Open this link to accept; you then choose a nickname and a password on the site:",
      link,
      "",
      "If you were not expecting this, you can ignore this message: nothing happens without the link.",
    ].join("\n"),
    links: [link],
  };
}

export function reauthenticationMessage(to: string, code: string): Message {
  return {
    to,
    subject: "Your Little Space Station code",
    text: [
      "Someone, hopefully you, asked to change the password of your Little Space Station account.",
      "",
      `Your code is ${code}. It works once, for a few minutes.`,
      "",
      "If it was not you, do not share the code: your password stays as it is without it.",
    ].join("\n"),
    links: [],
  };
}

/**
 * The two mails of an email change: one to the address in use, one to the new one. Each holds
 * its own link and code, and both are needed, so neither a stolen session nor a mistyped address
 * alone can move the account.
 */
export function emailChangeMessage(
  to: string,
  change: { from: string; to: string; bothNeeded: boolean },
  link: string,
  code: string,
  validMinutes: number,
): Message {
  const valid = validMinutes >= 120 ? `${Math.round(validMinutes / 60)} hours` : `${validMinutes} minutes`;
  const toCurrent = to === change.from;
  return {
    to,
    subject: "Confirm the new email address of your Little Space Station account",
    text: [
      change.from
        ? `Someone (hopefully you) asked to change the email address of a Little Space Station account from ${change.from} to ${change.to}.`
        : `Someone (hopefully you) asked to add ${change.to} as the email address of a Little Space Station account.`,
      "",
      toCurrent
        ? "Open this link to confirm from the address in use:"
        : "Open this link to confirm that this new address is yours:",
      link,
      "",
      `Or enter this code on the site: ${code}`,
      "",
      change.bothNeeded
        ? `The address changes once both ${change.from} and ${change.to} have confirmed. The link and the code work once, for ${valid}.`
        : `The link and the code work once, for ${valid}.`,
      toCurrent
        ? "If you did not ask for this, do not open the link: your address stays as it is. Changing your password is a good idea."
        : "If you did not ask for this, you can ignore this message: nothing changes without the link.",
    ].join("\n"),
    links: [link],
  };
}
