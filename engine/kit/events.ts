/**
 * What happened in a game, kept where its view can read it: rules return events from a step, the
 * store appends them to an `EventLog` in its state, and the view takes the ones it has not seen
 * yet (`createEventReader`) and turns each into effects and sounds. Rules stay pure, and a view
 * made again (a lost WebGL context) does not replay what it already showed.
 */
export interface LoggedEvent<E> {
  /** Increasing over the game's life: a reader remembers the last one it took. */
  readonly seq: number;
  readonly event: E;
}

export type EventLog<E> = readonly LoggedEvent<E>[];

/** How many events a log keeps: far more than one frame's worth, so a reader never misses any. */
export const EVENT_LOG_SIZE = 32;

/** `log` with `events` appended (the same log when there are none, so a store need not change). */
export function appendEvents<E>(log: EventLog<E>, events: readonly E[]): EventLog<E> {
  if (events.length === 0) return log;
  let seq = log.length === 0 ? 0 : log[log.length - 1]!.seq;
  const next = [...log, ...events.map((event) => ({ seq: ++seq, event }))];
  return next.length > EVENT_LOG_SIZE ? next.slice(next.length - EVENT_LOG_SIZE) : next;
}

/** A view's place in a log: `take` returns the events appended since its last call. */
export interface EventReader<E> {
  take(log: EventLog<E>): readonly E[];
}

/** Starts after what `log` already holds: a new view shows only what happens from now on. */
export function createEventReader<E>(log: EventLog<E>): EventReader<E> {
  let seen = log.length === 0 ? 0 : log[log.length - 1]!.seq;
  return {
    take(current) {
      const last = current.length === 0 ? 0 : current[current.length - 1]!.seq;
      if (last <= seen) return [];
      const fresh = current.filter((entry) => entry.seq > seen).map((entry) => entry.event);
      seen = last;
      return fresh;
    },
  };
}
