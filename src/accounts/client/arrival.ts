/**
 * Whether a sign-in or sign-up page greets a member instead of showing its form.
 *
 * "unknown" until the session has been read (the pre-rendered form shows meanwhile). Someone who
 * arrives signed in is a "member" until they sign out; a "visitor" stays one even when the page's
 * own form signs them in, because the form then moves on to the next page by itself.
 */
export type Arrival = "unknown" | "member" | "visitor";

export function nextArrival(previous: Arrival, loading: boolean, signedIn: boolean): Arrival {
  if (loading) return previous;
  if (previous === "unknown") return signedIn ? "member" : "visitor";
  if (previous === "member" && !signedIn) return "visitor";
  return previous;
}
