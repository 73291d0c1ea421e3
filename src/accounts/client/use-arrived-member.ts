import type { User } from "@supabase/supabase-js";
import { useState } from "react";
import { useAuth } from "./auth-context";
import { nextArrival, type Arrival } from "./arrival";

/**
 * The member a sign-in or sign-up page greets instead of its form (arrival.ts), or null.
 * The first render after a full page load is always null, as the pre-rendered HTML is the form.
 */
export function useArrivedMember(): User | null {
  const { loading, user } = useAuth();
  const [arrival, setArrival] = useState<Arrival>(() => nextArrival("unknown", loading, user !== null));
  const next = nextArrival(arrival, loading, user !== null);
  // State kept from earlier renders, adjusted while rendering: no effect, no extra commit.
  if (next !== arrival) setArrival(next);
  return next === "member" ? user : null;
}
