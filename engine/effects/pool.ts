/** The effects layer's display objects, kept in pools and reused frame after frame. */

/** How a pool's display object is made (and added to the stage), drawn for an item, and hidden. */
export interface PoolDrawing<T, S> {
  make(item: T): S;
  draw(slot: S, item: T): void;
  hide(slot: S): void;
}

/**
 * Draws each live item on its own display object from `pool`, made the first time the pool is
 * short, and hides the objects left over: nothing is created or destroyed per frame once the pool
 * has grown.
 */
export function drawPooled<T, S>(live: readonly T[], pool: S[], slots: PoolDrawing<T, S>): void {
  for (let i = 0; i < live.length; i++) {
    const item = live[i]!;
    let slot = pool[i];
    if (!slot) {
      slot = slots.make(item);
      pool.push(slot);
    }
    slots.draw(slot, item);
  }
  for (let i = live.length; i < pool.length; i++) slots.hide(pool[i]!);
}
