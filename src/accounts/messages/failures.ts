/** The account forms' failures in plain words (the toasts the shell shows are in ./auth.ts). */
import { serviceMessage, type ServiceError } from "./auth";

/** A sign-in failure in words a person understands, shown by the form. */
export function signInProblem(error: ServiceError): string {
  const code = error.code ?? "";
  if (code === "invalid_credentials" || /invalid login credentials/i.test(error.message ?? "")) {
    return "That email and password don't match. Check for typos, or reset your password if you've forgotten it.";
  }
  if (code === "email_not_confirmed" || /not confirmed/i.test(error.message ?? "")) {
    return "Your email isn't confirmed yet. Open the link we emailed you when you signed up, then sign in.";
  }
  return commonProblem(error);
}

/** A sign-up failure in plain words, shown by the form (the toast carries the service's own message). */
export function signUpProblem(error: ServiceError): string {
  const code = error.code ?? "";
  if (code === "user_already_exists" || code === "email_exists" || /already registered/i.test(error.message ?? "")) {
    return "There's already an account with this email. Sign in instead, or reset your password.";
  }
  if (code === "weak_password") return "That password is too easy to guess. Try a longer one.";
  if (code === "email_address_invalid" || code === "validation_failed") {
    return "The service didn't accept this email address. Check it and try again.";
  }
  return commonProblem(error);
}

/** The service refused because of too many tries: a 429, an `over_…` code, or its wording. */
export function isRateLimited(error: ServiceError): boolean {
  return error.status === 429 || (error.code ?? "").startsWith("over_") || /rate limit/i.test(error.message ?? "");
}

/** A failure any account form may meet: too many tries, no connection, or the service's own words. */
export function commonProblem(error: ServiceError): string {
  if (isRateLimited(error)) {
    return "Too many tries in a short time. Please wait a minute, then try again.";
  }
  if (error.name === "AuthRetryableFetchError" || error.status === 0 || /fetch|network/i.test(error.message ?? "")) {
    return "We couldn't reach the server. Check your connection and try again.";
  }
  return `Something went wrong: ${serviceMessage(error)}`;
}
