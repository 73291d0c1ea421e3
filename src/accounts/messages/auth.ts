/**
 * Every toast of the account flows (spec.md section 8). The shell loads this file (the auth
 * provider's toasts), so it holds only what the shell says: the forms' failures in plain words are
 * in ./failures.ts, which loads with the forms.
 */
export const TOASTS = {
  signUpFailed: "Sign up Failed",
  signInFailed: "Sign in Failed",
  signOutFailed: "Sign out Failed",
  fallback: "Something went wrong",
  signUpScreenError: "Uh oh! Something went wrong.",
  signedUp: { title: "🎉 Almost there!", description: "Please check your email to confirm your account." },
  /** Where the service asks for no confirmation, sign-up signs the member in at once. */
  signedUpAndIn: { title: "🎉 Welcome aboard!", description: "Your account is ready and you're signed in." },
  signedIn: { title: "🌟 Welcome back!", description: "You've successfully signed in." },
  signedOut: { title: "See you later!", description: "You've been logged out successfully." },
  passwordChanged: { title: "🔑 Password changed", description: "You're signed in with your new password." },
} as const;

export interface ServiceError {
  message?: string;
  code?: string;
  status?: number;
  name?: string;
}

/** The service's message for a toast description, or the fallback. */
export function serviceMessage(error: ServiceError | null | undefined): string {
  const message = error?.message?.trim();
  return message ? message : TOASTS.fallback;
}

/**
 * The sign-up form's example nickname: sparkly, and one the nickname rule itself accepts (letters,
 * numbers and spaces), so a newcomer who copies it is not refused.
 */
export const NICKNAME_PLACEHOLDER = "Sparkle Bunny 7";
