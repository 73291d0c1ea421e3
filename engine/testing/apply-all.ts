/**
 * Feeds inputs one at a time through a pure rule that answers `{ state, events }`, as a game's
 * store would, and gives the last state with every event in order: for rules tests that play a
 * sequence (pads pressed, cards turned, steps run) and look at what came of it.
 */
export function applyAll<S, I, E>(
  state: S,
  inputs: Iterable<I>,
  rule: (state: S, input: I) => { readonly state: S; readonly events: readonly E[] },
): { state: S; events: E[] } {
  const events: E[] = [];
  for (const input of inputs) {
    const result = rule(state, input);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}
