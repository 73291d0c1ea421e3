import styled from "@emotion/styled";
import { BookOpen, Maximize, Minimize, Volume2, VolumeX } from "lucide-react";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useStore } from "zustand";
import type { RoundResult } from "../core/best";
import type { AnyGameDefinition, Dispatch, GameInstance, GameToast } from "../core/define-game";
import { muteStore, restoreMute } from "../audio/mute";
import { DirectionPad } from "./DirectionPad";
import { HudButton } from "./hud";
import type { MountedGame } from "./mount-game";
import { exposeToMonkey } from "./monkey-hook";

/** A registry entry, as the game page hands it to `GameHost`. */
export interface GameHostProps {
  /** Must match the loaded game's own id: a registry mix-up fails loudly. */
  id: string;
  title: string;
  load: () => Promise<{ default: AnyGameDefinition }>;
  /** Where the game's toasts go: the page wires this to the site's toaster. */
  onToast?: (toast: GameToast) => void;
  /** A finished round's figure (GameContext.reportRound): the page keeps personal bests. */
  onRound?: (result: RoundResult) => void;
  /** The page's own line above the game's HUD, beside the live figures (its personal best). */
  aboveHud?: ReactNode;
  /** The board's shape before the game's code has loaded (its `size` wins after). */
  aspect?: { readonly width: number; readonly height: number };
}

type Loaded = { definition: AnyGameDefinition; mounted: MountedGame };

const Root = styled.section`
  &[data-fallback-fullscreen="true"] {
    position: fixed;
    inset: 0;
    z-index: 90;
    overflow: auto;
    padding: 12px;
    background: var(--sky-deep);
  }
  &:fullscreen {
    overflow: auto;
    padding: 12px;
    background: var(--sky-deep);
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block-end: 0.75rem;
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
`;

const Panel = styled.div`
  margin-block-end: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  h3 {
    margin: 0.5rem 0 0.25rem;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;

const Stage = styled.div`
  position: relative;
  /* As wide as fits, but never so tall that the board leaves the screen: 340px is the
     page heading, the toolbar and a HUD row above it. */
  width: min(100%, var(--stage-max-width), calc((100svh - 340px) * var(--stage-aspect-number)));
  min-width: min(100%, 280px);
  margin-inline: auto;
  [data-fallback-fullscreen="true"] &,
  :fullscreen & {
    width: min(100%, calc((100vh - 200px) * var(--stage-aspect)));
  }
`;

/** The stage and, when the game has one, its aside: side by side on wide screens, stacked otherwise. */
const StageRow = styled.div`
  &[data-aside="true"] {
    @media (min-width: 1024px) {
      display: flex;
      align-items: flex-start;
      justify-content: center;
      gap: 1rem;
      & > [data-stage] {
        margin-inline: 0;
      }
      & > [data-aside-panel] {
        flex: 0 1 16rem;
        margin-block-start: 0;
      }
    }
  }
`;

const AsidePanel = styled.div`
  margin-block-start: 0.75rem;
  min-width: 0;
`;

const Surface = styled.div`
  position: relative;
  aspect-ratio: var(--stage-aspect);
  border-radius: var(--radius);
  overflow: hidden;
  background: #120d30;
  border: 2px solid var(--border);
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  outline: none;
  cursor: pointer;
  &:focus-visible,
  &[data-focused="true"] {
    outline: 4px solid var(--focus);
    outline-offset: 3px;
  }
  canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.75rem;
  padding: 1rem;
  text-align: center;
  background: rgb(18 13 48 / 0.72);
  color: var(--text);
  font-weight: 800;
  font-size: 1.15rem;
  p {
    margin: 0;
  }
`;

/** `?seed=123` in the address replays a deal: for tests and for bug reports. */
function seedFromPage(): number | undefined {
  const value = new URLSearchParams(window.location.search).get("seed");
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  return Number(value) >>> 0;
}

function fullscreenSupported(): boolean {
  return typeof document !== "undefined" && document.fullscreenEnabled === true;
}

/**
 * Mounts a registered game: loads its code and the engine's runtime, gives it the shared
 * canvas, and wraps it in what every game needs (focus, play and pause overlays, fullscreen,
 * mute, how to play, the touch pad, the game's own HUD).
 */
export function GameHost({ id, title, load, onToast, onRound, aboveHud, aspect }: GameHostProps) {
  const rootRef = useRef<HTMLElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const canvasHostRef = useRef<HTMLDivElement>(null);
  const toastRef = useRef(onToast);
  const roundRef = useRef(onRound);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [paused, setPaused] = useState(false);
  const [activated, setActivated] = useState(false);
  const [focused, setFocused] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [fallbackFullscreen, setFallbackFullscreen] = useState(false);
  const muted = useStore(muteStore, (s) => s.muted);
  const helpId = useId();

  useEffect(restoreMute, []);

  useEffect(() => {
    toastRef.current = onToast;
    roundRef.current = onRound;
  }, [onToast, onRound]);

  useEffect(() => {
    let cancelled = false;
    let mounted: MountedGame | null = null;
    let unexpose: () => void = () => undefined;
    Promise.all([load(), import("./mount-game")])
      .then(async ([module, { mountGame }]) => {
        const definition = module.default;
        if (definition.id !== id) throw new Error(`games/index.ts entry "${id}" loaded the game "${definition.id}"`);
        if (cancelled || !surfaceRef.current || !canvasHostRef.current) return;
        const game = await mountGame(definition, {
          canvasHost: canvasHostRef.current,
          surface: surfaceRef.current,
          toast: (toast) => toastRef.current?.(toast),
          onRound: (result) => roundRef.current?.(result),
          onPausedChange: setPaused,
          onActivated: () => setActivated(true),
          seed: seedFromPage(),
        });
        if (cancelled) {
          game.unmount();
          return;
        }
        mounted = game;
        unexpose = exposeToMonkey(definition, game);
        setLoaded({ definition, mounted: game });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn("The game could not start:", error);
        setFailed(true);
      });
    return () => {
      cancelled = true;
      unexpose();
      mounted?.unmount();
      setLoaded(null);
    };
  }, [id, load]);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);

  useEffect(() => {
    if (!fallbackFullscreen) return;
    const escape = (e: KeyboardEvent) => {
      if (e.key === "Escape") setFallbackFullscreen(false);
    };
    document.addEventListener("keydown", escape);
    return () => document.removeEventListener("keydown", escape);
  }, [fallbackFullscreen]);

  const focusSurface = useCallback(() => surfaceRef.current?.focus({ preventScroll: true }), []);

  const toggleFullscreen = () => {
    if (fullscreenSupported()) {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void rootRef.current?.requestFullscreen().catch(() => setFallbackFullscreen(true));
    } else {
      setFallbackFullscreen((on) => !on);
    }
    focusSurface();
  };

  const resume = () => {
    loaded?.mounted.resume();
    focusSurface();
  };

  // A click on a HUD button gives the keyboard back to the game, so arrows steer right away.
  const returnFocus = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest("button")) focusSurface();
  };

  const definition = loaded?.definition;
  type GamePanel = (props: { game: GameInstance; dispatch: Dispatch }) => ReactNode;
  const Hud = definition?.Hud as GamePanel | undefined;
  const Aside = definition?.Aside as GamePanel | undefined;
  const size = definition?.size ?? aspect ?? { width: 4, height: 3 };
  const isFullscreen = fullscreen || fallbackFullscreen;

  return (
    <Root
      ref={rootRef}
      aria-label={`${title} game`}
      data-fallback-fullscreen={fallbackFullscreen ? "true" : undefined}
      style={
        {
          "--stage-aspect": `${size.width} / ${size.height}`,
          "--stage-aspect-number": String(size.width / size.height),
          "--stage-max-width": `${Math.round(Math.min(640, 560 * (size.width / size.height)))}px`,
        } as CSSProperties
      }
    >
      <Toolbar>
        <HudButton aria-expanded={helpOpen} aria-controls={helpId} onClick={() => setHelpOpen((open) => !open)}>
          <BookOpen aria-hidden size={20} /> How to play
        </HudButton>
        <HudButton aria-pressed={muted} onClick={() => muteStore.getState().toggle()} title="Mute (M)">
          {muted ? <VolumeX aria-hidden size={20} /> : <Volume2 aria-hidden size={20} />}{" "}
          {muted ? "Sound off" : "Sound on"}
        </HudButton>
        <HudButton aria-pressed={isFullscreen} onClick={toggleFullscreen}>
          {isFullscreen ? <Minimize aria-hidden size={20} /> : <Maximize aria-hidden size={20} />}{" "}
          {isFullscreen ? "Exit full screen" : "Full screen"}
        </HudButton>
      </Toolbar>
      {helpOpen ? (
        <Panel id={helpId}>
          <h2>How to play {title}</h2>
          {definition ? (
            <>
              <h3>Keyboard</h3>
              <ul>
                {definition.howToPlay.keyboard.map((line) => (
                  <li key={line}>{line}</li>
                ))}
                <li>M turns the sound on or off.</li>
              </ul>
              <h3>Touch</h3>
              <ul>
                {definition.howToPlay.touch.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>Loading…</p>
          )}
        </Panel>
      ) : null}
      {aboveHud}
      <div onClick={returnFocus}>
        {loaded && Hud ? <Hud game={loaded.mounted.instance} dispatch={loaded.mounted.dispatch} /> : null}
      </div>
      <StageRow data-aside={Aside ? "true" : undefined}>
        <Stage data-stage>
          <Surface
            ref={surfaceRef}
            tabIndex={0}
            role="application"
            aria-label={`${title}: game area. Keys work while it has focus.`}
            aria-describedby={helpOpen ? helpId : undefined}
            data-testid="game-surface"
            data-focused={focused ? "true" : undefined}
            data-ready={loaded ? "true" : undefined}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onPointerDown={focusSurface}
          >
            <div ref={canvasHostRef} style={{ position: "absolute", inset: 0 }} />
            {failed ? (
              <Overlay role="alert">
                <p>Sorry, this game could not start in this browser.</p>
              </Overlay>
            ) : !loaded ? (
              <Overlay>
                <p>Loading {title}…</p>
              </Overlay>
            ) : paused ? (
              <Overlay data-testid="pause-overlay" onPointerDown={(e) => e.stopPropagation()}>
                <p>Paused</p>
                <HudButton primary onClick={resume}>
                  Resume
                </HudButton>
              </Overlay>
            ) : !activated && !focused ? (
              <Overlay data-testid="play-overlay">
                <p>Tap here or press Enter to play</p>
              </Overlay>
            ) : null}
          </Surface>
        </Stage>
        {loaded && Aside ? (
          <AsidePanel data-aside-panel onClick={returnFocus}>
            <Aside game={loaded.mounted.instance} dispatch={loaded.mounted.dispatch} />
          </AsidePanel>
        ) : null}
      </StageRow>
      {loaded && definition?.directions ? (
        <DirectionPad directions={definition.directions} queue={loaded.mounted.queue} />
      ) : null}
    </Root>
  );
}
