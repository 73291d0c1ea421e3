import { lazy, Suspense, type ComponentProps } from "react";

const SignInCodeStep = lazy(() => import("./SignInCodeStep").then((m) => ({ default: m.SignInCodeStep })));

/**
 * One More Step, for the sign-in page and the pages emailed links land on. Few members have
 * two-step sign-in on, so the step's code (its form, its words) loads only when it is needed.
 */
export function LazySignInCodeStep(props: ComponentProps<typeof SignInCodeStep>) {
  return (
    <Suspense fallback={<p role="status">Checking your sign-in…</p>}>
      <SignInCodeStep {...props} />
    </Suspense>
  );
}
