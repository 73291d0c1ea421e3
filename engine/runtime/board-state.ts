import type { GamePhase } from "../contract/define-game";

/** What the board shows, as data attributes on the surface: browser tests read them. */
export interface BoardState {
  readonly phase: GamePhase | undefined;
  readonly prompt: string | null;
  /** The end card's Play again button: its centre and drawn size in CSS px from the canvas's corner, while it shows. */
  readonly endCard: { readonly x: number; readonly y: number; readonly width: number; readonly height: number } | null;
  readonly particles: number;
  readonly speed: number;
  /** The award in the corner badge now (its id), or null. */
  readonly award?: string | null;
}

/** Writes the attributes that changed only: a frame of an idle board touches no DOM. */
export function publishBoardState(el: HTMLElement) {
  const written = new Map<string, string | null>();
  const set = (name: string, value: string | null) => {
    if (written.get(name) === value) return;
    written.set(name, value);
    if (value === null) el.removeAttribute(name);
    else el.setAttribute(name, value);
  };
  return {
    publish(state: BoardState) {
      set("data-phase", state.phase ?? null);
      set("data-prompt", state.prompt);
      set("data-end-card", state.endCard ? "shown" : null);
      const card = state.endCard;
      set(
        "data-play-again",
        card ? [card.x, card.y, card.width, card.height].map((n) => Math.round(n)).join(",") : null,
      );
      // Counted in tens past the first few, so a burst does not write the DOM every frame.
      const p = state.particles;
      set("data-particles", String(p <= 5 ? p : Math.ceil(p / 10) * 10));
      set("data-speed", String(state.speed));
      set("data-award", state.award ?? null);
    },
    clear() {
      for (const name of written.keys()) el.removeAttribute(name);
      written.clear();
    },
  };
}
