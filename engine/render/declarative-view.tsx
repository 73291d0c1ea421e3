/**
 * Views written as React components with @pixi/react, rendered into the engine's scene.
 *
 * Why this design: @pixi/react's `createRoot(target)` makes its own `Application` and, on its
 * first `render`, initialises it on a canvas of its own: a second WebGL context. So the engine
 * makes one root for the visit on a detached canvas and marks it initialised
 * (`Root.applicationState`, part of the package's typed Root) so `render` never calls `init`; a
 * never-initialised Application holds nothing on the GPU. Each view renders its scene inside a
 * wrapper container which, once committed, it moves into `scene.root`: the React tree then lives
 * in the engine's one Application and context like any imperative view, scaled to fit, rebuilt
 * after a lost context and destroyed with the scene. (@pixi/react removes an element by
 * destroying it, whoever its parent is, so the move is safe; one root for the visit, not one per
 * game, keeps the heap steady as @pixi/react keeps every root it made.) The other way (the
 * engine's Application made by @pixi/react, imperative views mounted inside it) would put
 * @pixi/react and its second React reconciler (about 40 KB gzip) on every game page and change
 * how every game mounts; this way only a game that writes its view in React loads it.
 *
 * The frame: the scene renders again when `read(game)` returns a new value (seen by `subscribe`
 * as it happens, or by `draw`) or a component animates (`useAnimationFrames`). React commits on
 * its scheduler's next task, not inside `draw` (@pixi/react exposes no synchronous flush); `draw`
 * returns true on the frame after each commit. A tap's change is committed before the next frame,
 * as an imperative view would draw it; a change made during a frame (a key) shows one frame later.
 */
import { Container } from "pixi.js";
import { createRoot, extend } from "@pixi/react";
import { useLayoutEffect, type ComponentType, type ReactNode } from "react";
import type { GameView } from "../contract/define-game";
import { prefersReducedMotion } from "./motion";
import { SceneFrameContext, type SceneFrame } from "./scene-time";
import type { Scene } from "./surface";

/** What `declarativeView` needs to know of a game. */
export interface DeclarativeViewOptions<G, S> {
  /** What the scene shows, read every frame: a new value (by identity) renders the scene again. */
  read(game: G): S;
  /** The game's time (its GameClock's `now`), for `useSceneTime`. */
  now(game: G): number;
  /** The scene, in logical units: a pure function of `state` and `useSceneTime`. */
  Scene: ComponentType<{ state: S; game: G }>;
  /**
   * Calls `changed` when what `read` returns may have changed (a store's `subscribe`), so React
   * starts on a change as it happens (a tap) and commits before the next frame; returns the
   * unsubscribe. Without it the scene renders from the next frame's `draw`.
   */
  subscribe?(game: G, changed: () => void): () => void;
}

extend({ Container });

type Root = ReturnType<typeof createRoot>;
let shared: Root | null = null;
/** Counts mounts of every declarative view, for each wrapper's key. */
let mounts = 0;

/** The one @pixi/react root of the visit: its own stage is never drawn, its scenes are moved. */
function sharedRoot(): Root {
  if (!shared) {
    shared = createRoot(document.createElement("canvas"));
    shared.applicationState.isInitialised = true;
  }
  return shared;
}

function Commit(props: { frame: number; onCommit(frame: number): void; children: ReactNode }) {
  const { frame, onCommit } = props;
  useLayoutEffect(() => onCommit(frame), [frame, onCommit]);
  return props.children;
}

/**
 * Makes a game's `view` from a React component. Its JSX uses @pixi/react's elements
 * (`<pixiContainer>`, `<pixiGraphics draw={...}>`), registered with `extend` in the game's scene
 * module. Keep display objects mounted and hide them (`visible`) rather than unmounting parts of
 * the tree during play: @pixi/react destroys a removed element but not the children inside it.
 */
export function declarativeView<G, S>(options: DeclarativeViewOptions<G, S>): (game: G, scene: Scene) => GameView {
  const { read, now, Scene: SceneComponent, subscribe } = options;
  return (game, scene) => {
    const root = sharedRoot();
    // A new key for each mount: a fresh wrapper, never one the last game's scene destroyed.
    const key = ++mounts;
    const adopt = (wrapper: Container | null) => {
      if (wrapper && !wrapper.destroyed) scene.root.addChild(wrapper);
    };

    const animators = new Set<object>();
    let sent: { state: S } | null = null;
    let frame = 0;
    let committed = 0;
    let drawn = 0;
    const onCommit = (at: number) => {
      committed = Math.max(committed, at);
    };

    const send = (state: S) => {
      sent = { state };
      frame += 1;
      const time: SceneFrame = { now: now(game), instant: committed === 0 || prefersReducedMotion(), animators };
      void root.render(
        <Commit frame={frame} onCommit={onCommit}>
          <pixiContainer key={key} ref={adopt}>
            <SceneFrameContext.Provider value={time}>
              <SceneComponent state={state} game={game} />
            </SceneFrameContext.Provider>
          </pixiContainer>
        </Commit>,
        {},
      );
    };
    const unsubscribe = subscribe?.(game, () => {
      const state = read(game);
      if (sent?.state !== state) send(state);
    });

    return {
      draw() {
        const state = read(game);
        if (sent?.state !== state || animators.size > 0) send(state);
        if (committed === drawn) return false;
        drawn = committed;
        return true;
      },
      destroy() {
        unsubscribe?.();
        // The engine has destroyed the scene and everything in it, the wrapper too; this unmounts
        // the React tree (its effects' clean-ups) and drops any commit still pending.
        void root.render(null, {});
      },
    };
  };
}
