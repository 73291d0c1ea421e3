import type { Session, User } from "@supabase/supabase-js";
import { createContext, useContext } from "react";
import type { ServiceError } from "../messages/auth";
import type { LinkError } from "./url-fragment";

export type AuthResult = { error: ServiceError | null };

/** A sign-in's answer: `secondStep` when the member has two-step sign-in on and the app's code is still to come. */
export type SignInResult = AuthResult & { secondStep?: boolean };

export interface SignUpInput {
  email: string;
  password: string;
  nickname: string;
  /** The version of the community guidelines the member agreed to (common/guidelines.ts). */
  guidelines: string;
}

export interface SignInInput {
  email: string;
  password: string;
  /** Kept across browser restarts when true, for this browser session only when false. */
  remember: boolean;
}

export interface AuthContextValue {
  /** True until the session was first read (or no session can exist: nothing stored, no link). */
  loading: boolean;
  session: Session | null;
  user: User | null;
  /** The last session event (spec.md section 4), for pages that react to one. */
  lastEvent: string | null;
  /** An emailed link that arrived with an error in its fragment. */
  linkError: LinkError | null;
  /** Loads the client ahead of need (an auth page on first focus); resolves when it is ready or has failed. */
  prepare: () => Promise<void>;
  signUp: (input: SignUpInput) => Promise<AuthResult>;
  /** Signs in with the password; with two-step sign-in on, the session waits at aal1 for `verifySignInCode`. */
  signIn: (input: SignInInput) => Promise<SignInResult>;
  signOut: () => Promise<AuthResult>;
  requestPasswordReset: (email: string) => Promise<AuthResult>;
  /** Mails the confirmation link again (the answer is the same whether or not the address has an account). */
  resendConfirmation: (email: string) => Promise<AuthResult>;
  /** Mails a sign-in link and code to an existing account; never creates one. */
  requestSignInLink: (email: string) => Promise<AuthResult>;
  /** Signs in with the 6-digit code mailed with a sign-in link. */
  signInWithCode: (email: string, code: string) => Promise<SignInResult>;
  updatePassword: (password: string) => Promise<AuthResult>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The context's value, or the error a component outside the provider gets (spec.md section 6). */
export function requireAuth(value: AuthContextValue | null): AuthContextValue {
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}

export function useAuth(): AuthContextValue {
  return requireAuth(useContext(AuthContext));
}
