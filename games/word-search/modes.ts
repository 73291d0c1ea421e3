/**
 * Easy, the calm mode: a smaller grid with fewer, shorter words, written only across and down. The
 * spec's 12x12 with its four directions is no mode and keeps every rule of rules.ts. Light: the
 * registry entry lists it.
 */
export const modes = [{ id: "easy", label: "Easy" }] as const;
