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
