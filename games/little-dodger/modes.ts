/**
 * Drift, the calm mode: no lives are lost, a block only bumps the ball, and the round ends when the
 * player stops it. The spec's play is no mode and keeps every rule of rules.ts. Light: the
 * registry entry lists it.
 */
export const modes = [{ id: "drift", label: "Drift" }] as const;
