/**
 * Views written as React components with @pixi/react, rendered into the engine's scene.
 *
 * Why this design: @pixi/react's `createRoot(target)` makes its own `Application` and, on its
 * first `render`, initialises it on a canvas of its own: a second WebGL context. The root's
 * reconciler container is that Application's `stage`, a plain Container; a never-initialised
 * Application holds nothing on the GPU. So each declarative view makes a root on a detached
 * canvas, marks it initialised (`Root.applicationState`, part of the package's typed Root) so
 * `render` skips `init`, and adds the root's stage to `scene.root`. The React tree then lives in
 * the engine's one Application and context like any imperative view: scaled to fit, rebuilt after
 * a lost context, and destroyed with the scene. The other way (the engine's Application made by
 * @pixi/react, imperative views mounted inside it) would put @pixi/react and its second React
 * reconciler (about 40 KB gzip) on every game page and change how every game mounts; this way
 * only a game that writes its view in React loads it, and nothing else in the engine changes.
 *
 * The frame: `draw` re-renders the scene when `read(game)` returns a new value or a component
 * animates (`useSceneTime`). React commits on its scheduler's next task, not inside `draw`
 * (@pixi/react exposes no synchronous flush), so a change reaches the screen one display frame
 * after the store changed; `draw` returns true on the frame after each commit.
 */
import type { Container } from "pixi.js";
import { createRoot } from "@pixi/react";
import { useLayoutEffect, type ComponentType, type ReactNode } from "react";
import type { GameView } from "../core/define-game";
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
  const { read, now, Scene: SceneComponent } = options;
  return (game, scene) => {
    const root = createRoot(document.createElement("canvas"));
    root.applicationState.isInitialised = true;
    const stage: Container = root.applicationState.app.stage;
    scene.root.addChild(stage);

    const animators = new Set<object>();
    let sent: { state: S } | null = null;
    let frame = 0;
    let committed = 0;
    let drawn = 0;
    const onCommit = (at: number) => {
      committed = Math.max(committed, at);
    };

    return {
      draw() {
        const state = read(game);
        if (sent?.state !== state || animators.size > 0) {
          sent = { state };
          frame += 1;
          const time: SceneFrame = { now: now(game), instant: committed === 0 || prefersReducedMotion(), animators };
          void root.render(
            <Commit frame={frame} onCommit={onCommit}>
              <SceneFrameContext.Provider value={time}>
                <SceneComponent state={state} game={game} />
              </SceneFrameContext.Provider>
            </Commit>,
            {},
          );
        }
        if (committed === drawn) return false;
        drawn = committed;
        return true;
      },
      destroy() {
        // The engine has destroyed the scene and every display object in it; this unmounts the
        // React tree (its effects' clean-ups) and drops any commit still pending.
        void root.render(null, {});
      },
    };
  };
}
