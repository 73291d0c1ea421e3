import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "../../toast/toast-store";
import {
  AuthContext,
  type AuthContextValue,
  type AuthResult,
  type SignInInput,
  type SignUpInput,
} from "./auth-context";
import type { AuthClient } from "./supabase-client";
import { AUTH_STORAGE_KEY, authRedirects } from "./config";
import { loadAuthClient } from "./load-client";
import { TOASTS, serviceMessage, type ServiceError } from "../messages/auth";
import { hasStoredSession } from "./remember-storage";
import { fragmentCarriesSession, fragmentError, type LinkError } from "./url-fragment";
import { awaitsSecondFactor } from "./assurance";

interface State {
  loading: boolean;
  session: Session | null;
  lastEvent: AuthChangeEvent | null;
  linkError: LinkError | null;
}

/** A thrown error (the client's chunk failed to download) reported like a service error. */
function asServiceError(error: unknown): ServiceError {
  if (error && typeof error === "object" && "message" in error) return error as ServiceError;
  return { message: String(error) };
}

function failToast(title: string, error: ServiceError) {
  toast({ title, description: serviceMessage(error), variant: "destructive" });
}

/**
 * The session for the whole site. Starts loading; on a content page with nothing stored and no
 * emailed link in the URL it settles at once to 'no session' without downloading supabase-js.
 * Otherwise it loads the client, reads the session, and follows every change after that.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ loading: true, session: null, lastEvent: null, linkError: null });
  const clientRef = useRef<Promise<AuthClient> | null>(null);
  const unsubscribe = useRef<(() => void) | null>(null);

  const client = useCallback((): Promise<AuthClient> => {
    if (!clientRef.current) {
      const started = loadAuthClient().then((c) => {
        const { data } = c.supabase.auth.onAuthStateChange((event, session) => {
          startTransition(() => setState((s) => ({ ...s, loading: false, session, lastEvent: event })));
        });
        unsubscribe.current = () => data.subscription.unsubscribe();
        void c.supabase.auth.getSession().then(({ data: { session } }) => {
          startTransition(() =>
            setState((s) => ({ ...s, loading: false, session: s.lastEvent ? s.session : session })),
          );
        });
        return c;
      });
      started.catch(() => {
        clientRef.current = null;
        setState((s) => ({ ...s, loading: false }));
      });
      clientRef.current = started;
    }
    return clientRef.current;
  }, []);

  useEffect(() => {
    const { hash, pathname, search } = window.location;
    const linkError = fragmentError(hash);
    // Read it once, then take it out of the address bar so a reload does not repeat it.
    if (linkError) window.history.replaceState(window.history.state, "", pathname + search);
    const mayHaveSession = hasStoredSession(AUTH_STORAGE_KEY) || fragmentCarriesSession(hash);
    if (mayHaveSession) void client().catch(() => undefined);
    // The URL and storage exist only in the browser, after hydration: the pre-rendered HTML
    // (loading, no session) must match the first render, so this state can only change here.
    // A transition: a part of the page still waiting for its code (the home page's lower part) keeps
    // its pre-rendered HTML; an urgent update would make React drop that HTML and show nothing until
    // the code arrives.
    startTransition(() => setState((s) => ({ ...s, linkError, loading: mayHaveSession ? s.loading : false })));
    return () => {
      unsubscribe.current?.();
      unsubscribe.current = null;
      clientRef.current = null;
    };
  }, [client]);

  const run = useCallback(
    async (action: (c: AuthClient) => Promise<{ error: ServiceError | null }>): Promise<AuthResult> => {
      try {
        const { error } = await action(await client());
        return { error: error ?? null };
      } catch (error) {
        return { error: asServiceError(error) };
      }
    },
    [client],
  );

  const value = useMemo<AuthContextValue>(() => {
    const origin = () => window.location.origin;
    return {
      loading: state.loading,
      session: state.session,
      user: state.session?.user ?? null,
      lastEvent: state.lastEvent,
      linkError: state.linkError,
      // A load that fails here is only a head start lost: the action that needs it reports it.
      prepare: () =>
        client().then(
          () => undefined,
          () => undefined,
        ),

      async signUp({ email, password, nickname, guidelines }: SignUpInput) {
        // A service that confirms no emails (MAILER_AUTOCONFIRM) answers with a session at once.
        let signedIn = false;
        const result = await run(async (c) => {
          const answer = await c.supabase.auth.signUp({
            email,
            password,
            options: { emailRedirectTo: authRedirects.confirm(origin()), data: { nickname, guidelines } },
          });
          signedIn = answer.data.session !== null;
          return answer;
        });
        if (result.error) failToast(TOASTS.signUpFailed, result.error);
        else toast(signedIn ? TOASTS.signedUpAndIn : TOASTS.signedUp);
        return result;
      },

      async signIn({ email, password, remember }: SignInInput) {
        let secondStep = false;
        const result = await run(async (c) => {
          c.storage.setRemember(remember);
          const answer = await c.supabase.auth.signInWithPassword({ email, password });
          secondStep = awaitsSecondFactor(answer.data.session);
          return answer;
        });
        if (result.error) failToast(TOASTS.signInFailed, result.error);
        else if (!secondStep) toast(TOASTS.signedIn);
        return { ...result, secondStep };
      },

      async signOut() {
        const result = await run((c) => c.supabase.auth.signOut());
        if (result.error) failToast(TOASTS.signOutFailed, result.error);
        else toast(TOASTS.signedOut);
        return result;
      },

      requestPasswordReset: (email: string) =>
        run((c) => c.supabase.auth.resetPasswordForEmail(email, { redirectTo: authRedirects.resetPassword(origin()) })),

      resendConfirmation: (email: string) =>
        run((c) =>
          c.supabase.auth.resend({
            type: "signup",
            email,
            options: { emailRedirectTo: authRedirects.confirm(origin()) },
          }),
        ),

      requestSignInLink: (email: string) =>
        run((c) =>
          c.supabase.auth.signInWithOtp({
            email,
            options: { shouldCreateUser: false, emailRedirectTo: authRedirects.signedIn(origin()) },
          }),
        ),

      async signInWithCode(email: string, code: string) {
        let secondStep = false;
        const result = await run(async (c) => {
          const answer = await c.supabase.auth.verifyOtp({ email, token: code, type: "email" });
          secondStep = awaitsSecondFactor(answer.data.session);
          return answer;
        });
        if (!result.error && !secondStep) toast(TOASTS.signedIn);
        return { ...result, secondStep };
      },

      async updatePassword(password: string) {
        const result = await run((c) => c.supabase.auth.updateUser({ password }));
        if (!result.error) toast(TOASTS.passwordChanged);
        return result;
      },
    };
  }, [state, client, run]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
