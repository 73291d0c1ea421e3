/**
 * Where each game's `entry.ts` puts itself when `games/index.ts` imports it. The order of those
 * imports is the order of the list (the cards on /games). Only entries and games/index.ts use this
 * module; everything else reads the list through games/index.ts.
 */
import type { AnyGameDefinition, BestSpec, HudHeight } from "@station/engine";

export interface GameEntry<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  /** One sentence under the title on the game's card. */
  readonly description: string;
  /** What the card art (games/<id>/card.svg) shows, for someone who cannot see it. */
  readonly imageAlt: string;
  /** The game's personal best (its own best.ts, light: no PixiJS), for the game and account pages. */
  readonly best: BestSpec;
  /**
   * The board's width to height, as the game's own `size` has it: the page lays the stage out
   * at this shape before the game's code arrives, so nothing moves when the canvas takes over.
   */
  readonly aspect: { readonly width: number; readonly height: number };
  /**
   * How tall the game's HUD is at each screen width, so the page keeps its room before the code
   * arrives and the board does not move: what `npm run hud-heights` prints for this game.
   */
  readonly hudHeight?: HudHeight;
  /** True when the game has an `Aside` (a panel beside the board on wide screens): its room is kept too. */
  readonly aside?: boolean;
  /** True when the game has a touch direction pad (its `directions`): its room is kept too. */
  readonly pad?: boolean;
  /** True when the game offers a slower speed (its `adjustableSpeed`): the page shows the setting. */
  readonly adjustableSpeed?: boolean;
  readonly load: () => Promise<{ default: AnyGameDefinition & { readonly id: Id } }>;
}

const entries: GameEntry[] = [];

/** The registered games, in the order games/index.ts imports their entries. */
export const registered: readonly GameEntry[] = entries;

/**
 * Adds a game's entry to the list. `load` must bring the game with the entry's own id: pointing
 * an entry at another folder's code is a type error on that entry.
 */
export function registerGame<const Id extends string>(
  entry: Omit<GameEntry<Id>, "load"> & {
    readonly load: () => Promise<{ default: AnyGameDefinition & { readonly id: NoInfer<Id> } }>;
  },
): GameEntry<Id> {
  // A module evaluated again (a dev server's hot update) replaces its entry in place.
  const at = entries.findIndex((e) => e.id === entry.id);
  if (at === -1) entries.push(entry);
  else entries[at] = entry;
  return entry;
}
