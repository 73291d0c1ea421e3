import { useEffect, useRef, useState, type RefObject } from "react";
import { GAME_SPEEDS, type GameSpeed, type RoundResult, type RoundVerdict } from "../contract/best";
import type { AnyGameDefinition, GameToast } from "../contract/define-game";
import type { MountedGame } from "../runtime/mount-game";
import { exposeToMonkey } from "../runtime/monkey-hook";

/** A game's code loaded and running on the page. */
export interface LoadedGame {
  readonly definition: AnyGameDefinition;
  readonly mounted: MountedGame;
}

/** Where the game goes and who hears from it (see `useMountedGame`). */
export interface MountedGameOptions {
  id: string;
  load: () => Promise<{ default: AnyGameDefinition }>;
  surface: RefObject<HTMLDivElement | null>;
  canvasHost: RefObject<HTMLDivElement | null>;
  onToast?: (toast: GameToast) => void;
  onRound?: (result: RoundResult) => RoundVerdict | void;
  onMoment?: (name: string) => void;
  /** The host's live region: the game's one voice (see engine/runtime/announcer). */
  announce: (text: string) => void;
  speed: GameSpeed;
  /** The calm mode chosen (GameContext.mode): another mode mounts the game afresh. */
  mode?: string;
  /** How loud its sounds are (0 to 1), from the next mount. */
  volume?: number;
}

/** `?seed=123` in the address replays a deal: for tests and for bug reports. */
function seedFromPage(): number | undefined {
  const value = new URLSearchParams(window.location.search).get("seed");
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  return Number(value) >>> 0;
}

/** `?speed=60` in the address starts at that pace (80 or 60): for tests and for bug reports. */
function speedFromPage(): GameSpeed | undefined {
  const value = Number(new URLSearchParams(window.location.search).get("speed")) / 100;
  return GAME_SPEEDS.find((speed) => speed === value);
}

/**
 * Loads a game and the engine's runtime (mount-game, on demand), mounts it on the surface and
 * unmounts it when the id changes or the host goes. Paused and "has the player started" are the
 * mounted game's (engine/input/player-input); this only mirrors them for rendering.
 */
export function useMountedGame({
  id,
  load,
  surface,
  canvasHost,
  onToast,
  onRound,
  onMoment,
  announce,
  speed,
  mode,
  volume,
}: MountedGameOptions) {
  const volumeRef = useRef(volume);
  const toastRef = useRef(onToast);
  const roundRef = useRef(onRound);
  const momentRef = useRef(onMoment);
  const announceRef = useRef(announce);
  const speedRef = useRef(speed);
  const [loaded, setLoaded] = useState<LoadedGame | null>(null);
  const [failed, setFailed] = useState(false);
  const [paused, setPaused] = useState(false);
  const [activated, setActivated] = useState(false);

  useEffect(() => {
    volumeRef.current = volume;
  }, [volume]);

  useEffect(() => {
    toastRef.current = onToast;
    roundRef.current = onRound;
    momentRef.current = onMoment;
    announceRef.current = announce;
  }, [onToast, onRound, onMoment, announce]);

  // A changed setting applies at once; a game that has just mounted already started at it.
  useEffect(() => {
    if (speedRef.current === speed) return;
    speedRef.current = speed;
    loaded?.mounted.setSpeed(speed);
  }, [speed, loaded]);

  useEffect(() => {
    let cancelled = false;
    let mounted: MountedGame | null = null;
    let unexpose: () => void = () => undefined;
    Promise.all([load(), import("../runtime/mount-game")])
      .then(async ([module, { mountGame }]) => {
        const definition = module.default;
        if (definition.id !== id) throw new Error(`games/index.ts entry "${id}" loaded the game "${definition.id}"`);
        if (cancelled || !surface.current || !canvasHost.current) return;
        const game = await mountGame(definition, {
          canvasHost: canvasHost.current,
          surface: surface.current,
          toast: (toast) => toastRef.current?.(toast),
          onRound: (result) => roundRef.current?.(result),
          onMoment: (name) => momentRef.current?.(name),
          announce: (text) => announceRef.current(text),
          speed: speedFromPage() ?? speedRef.current,
          mode,
          volume: volumeRef.current,
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
  }, [id, load, surface, canvasHost, mode]);

  return { loaded, failed, paused, activated };
}
