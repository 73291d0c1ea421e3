/** spec.md: the spaceship picks one of three flights at random on load, lasting 8 s, 6 s or 7 s. */
export const flights = [
  { name: "space-flight-loop", seconds: 8 },
  { name: "space-flight-swoop", seconds: 6 },
  { name: "space-flight-zigzag", seconds: 7 },
] as const;

export type Flight = (typeof flights)[number];

export function pickFlight(random: () => number = Math.random): Flight {
  return flights[Math.min(flights.length - 1, Math.floor(random() * flights.length))]!;
}
