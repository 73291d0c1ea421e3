/**
 * Practice, the calm mode: a wrong pad plays the same sequence again instead of ending the game,
 * and the round ends when the player stops it. The spec's play is no mode and keeps every rule of
 * rules.ts. Light: the registry entry lists it.
 */
export const modes = [{ id: "practice", label: "Practice" }] as const;
