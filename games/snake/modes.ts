/**
 * Zen, the calm mode: the walls wrap round to the other side, and running into your own body
 * shortens the snake there instead of ending the round, which ends only when the player stops it.
 * The spec's play is no mode and keeps every rule of rules.ts. Light: the registry entry lists it.
 */
export const modes = [{ id: "zen", label: "Zen" }] as const;
