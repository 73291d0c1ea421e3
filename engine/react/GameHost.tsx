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
import type { GameSpeed, RoundResult, RoundVerdict } from "../contract/best";
import type { AnyGameDefinition, Dispatch, GameInstance, GameToast } from "../contract/define-game";
import type { BoardAward } from "../effects/award-badge";
import { restoreMute } from "../audio/mute";
import { DirectionPad } from "./DirectionPad";
import { Global } from "@emotion/react";
import { AsidePanel, fullscreenPageCss, HudSlot, Poster, Root, Stage, StageRow, Surface } from "./game-host-styles";
import { bringGameIntoView } from "./bring-into-view";
import { HudAnnouncer } from "./hud";
import type { HudHeight } from "../contract/hud-reserve";
import { GameToolbar } from "./GameToolbar";
import { SurfaceOverlay } from "./SurfaceOverlay";
import { HowToPlay } from "./HowToPlay";
import { useFullscreen } from "./use-fullscreen";
import { useMountedGame } from "./use-mounted-game";
import { useAnnouncement } from "./use-announcement";

/** A registry entry, as the game page hands it to `GameHost`. */
export interface GameHostProps {
  /** Must match the loaded game's own id: a registry mix-up fails loudly. */
  id: string;
  title: string;
  load: () => Promise<{ default: AnyGameDefinition }>;
  /** Where the game's toasts go: the page wires this to the site's toaster. */
  onToast?: (toast: GameToast) => void;
  /**
   * A finished round's figure (GameContext.reportRound, endRound): the page keeps personal
   * bests, and its answer (the best in words, whether this round beat it) goes on the end card.
   */
  onRound?: (result: RoundResult) => RoundVerdict | void;
  /** A moment of the game's own (GameContext.moment): the page tells its sticker book. */
  onMoment?: (name: string) => void;
  /**
   * Where the page's awards (stickers earned on this page) reach the board: called with the running
   * game's way in once it has mounted, returning what lets go of it. Each award waits for the round's
   * end, flies into the board's corner badge with its sound and is announced once.
   */
  awards?: (show: (award: BoardAward) => void) => () => void;
  /**
   * The player's pace for a game with `adjustableSpeed` (1, 0.8 or 0.6): game time and fixed steps
   * run at this share of real time. Other games ignore it.
   */
  speed?: GameSpeed;
  /**
   * The calm mode the player chose (one of the game's `modes`), or undefined for the spec's play.
   * A change mounts the game afresh in that mode.
   */
  mode?: string;
  /** How loud the game's sounds are, 0 to 1 (1 when absent): the page's quieter bedtime. */
  volume?: number;
  /**
   * While true the game is paused, as a hidden tab pauses it, and its Resume overlay shows: the
   * page's own reason to stop play (bedtime's gentle stop).
   */
  hold?: boolean;
  /** The page's heading (back link, title), at the start of the host's one row above the HUD. */
  heading?: ReactNode;
  /** The page's own line in that row (its personal best). */
  aboveHud?: ReactNode;
  /**
   * The page's own settings for the game (its mode and speed), at the start of the host's buttons:
   * they wrap onto a line of their own together, so a narrow row breaks once, not twice.
   */
  settings?: ReactNode;
  /** The board's shape before the game's code has loaded (its `size` wins after). */
  aspect?: { readonly width: number; readonly height: number };
  /**
   * A picture of the game (its card art) shown on the board from the pre-rendered page until the
   * canvas takes over: the page paints a board at once, and its largest paint does not wait for
   * PixiJS (Largest Contentful Paint on a phone).
   */
  poster?: string;
  /** The HUD's height by screen width (see hud-reserve.ts): its room is kept from the first paint. */
  hudHeight?: HudHeight;
  /** The game has an `Aside`: the board takes its place beside it from the first paint. */
  aside?: boolean;
  /** The game has a touch direction pad: its room is kept from the first paint. */
  pad?: boolean;
}

/** What the host hands a game's HUD and aside: the game, and its buttons' way in (`Dispatch`). */
type GamePanel = (props: { game: GameInstance; dispatch: Dispatch }) => ReactNode;

/**
 * Mounts a registered game: loads its code and the engine's runtime, gives it the shared
 * canvas, and wraps it in what every game needs (focus, play and pause overlays, fullscreen,
 * mute, how to play, the touch pad, the game's own HUD).
 */
export function GameHost({
  id,
  title,
  load,
  onToast,
  onRound,
  onMoment,
  awards,
  heading,
  aboveHud,
  settings,
  aspect,
  poster,
  hudHeight,
  aside,
  speed = 1,
  mode,
  volume,
  hold = false,
  pad,
}: GameHostProps) {
  const rootRef = useRef<HTMLElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const canvasHostRef = useRef<HTMLDivElement>(null);
  const announcer = useAnnouncement();
  const { loaded, failed, paused, activated } = useMountedGame({
    id,
    load,
    surface: surfaceRef,
    canvasHost: canvasHostRef,
    onToast,
    onRound,
    onMoment,
    announce: announcer.say,
    speed,
    mode,
    volume,
  });
  const [focused, setFocused] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const fullscreen = useFullscreen();
  const helpId = useId();

  useEffect(restoreMute, []);

  useEffect(() => {
    if (hold) loaded?.mounted.pause();
  }, [hold, loaded]);
  const mounted = loaded?.mounted;
  useEffect(() => (mounted && awards ? awards((award) => mounted.award(award)) : undefined), [mounted, awards]);

  // Starting a game brings the whole game into view if the page was scrolled away from it, and so
  // does turning the phone (or resizing the window) during play, which moves the layout under the
  // player. Only a change of width counts: a phone's address bar showing or hiding changes the
  // height alone, and must not pull back a player who scrolled away on purpose.
  useEffect(() => {
    const root = rootRef.current;
    if (!activated || !root) return;
    bringGameIntoView(root);
    let width = window.innerWidth;
    let frame = 0;
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      cancelAnimationFrame(frame);
      // After the layout the new size brings (the board refits on the next frame).
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => bringGameIntoView(root));
      });
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      cancelAnimationFrame(frame);
    };
  }, [activated]);

  const focusSurface = useCallback(() => surfaceRef.current?.focus({ preventScroll: true }), []);

  const toggleFullscreen = () => {
    fullscreen.toggle();
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
  const Hud = definition?.Hud as GamePanel | undefined;
  const Aside = definition?.Aside as GamePanel | undefined;
  const size = definition?.size ?? aspect ?? { width: 4, height: 3 };
  // The aside's room is kept from the first paint when the registry says there will be one.
  const hasAside = loaded ? Aside !== undefined : aside === true;
  const hasPad = loaded ? definition?.directions !== undefined : pad === true;

  return (
    <Root
      ref={rootRef}
      aria-label={`${title} game`}
      data-game-root
      data-fullscreen={fullscreen.on ? "true" : undefined}
      data-pad={hasPad ? "true" : undefined}
      data-aside={hasAside ? "true" : undefined}
      reserve={hudHeight}
      style={
        {
          "--stage-aspect": `${size.width} / ${size.height}`,
          "--stage-aspect-number": String(size.width / size.height),
        } as CSSProperties
      }
    >
      {fullscreen.on ? <Global styles={fullscreenPageCss} /> : null}
      <GameToolbar
        helpId={helpId}
        helpOpen={helpOpen}
        onHelp={() => setHelpOpen((open) => !open)}
        fullscreen={fullscreen.on}
        onFullscreen={toggleFullscreen}
        settings={settings}
      >
        {heading}
        {aboveHud}
      </GameToolbar>
      {helpOpen ? <HowToPlay id={helpId} title={title} definition={definition} /> : null}
      <HudSlot data-hud reserve={hudHeight} onClick={returnFocus}>
        {loaded && Hud ? <Hud game={loaded.mounted.instance} dispatch={loaded.mounted.dispatch} /> : null}
      </HudSlot>
      <StageRow data-stage-row data-side={hasAside || hasPad ? "true" : undefined}>
        <Stage data-stage>
          <Surface
            ref={surfaceRef}
            tabIndex={0}
            role="application"
            aria-label={`${title}: game area. Space, Enter and the arrow keys play.`}
            aria-describedby={helpOpen ? helpId : undefined}
            data-testid="game-surface"
            data-focused={focused ? "true" : undefined}
            data-ready={loaded ? "true" : undefined}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onPointerDown={focusSurface}
          >
            {poster && !loaded ? (
              <Poster src={poster} alt="" aria-hidden="true" decoding="async" fetchPriority="high" />
            ) : null}
            <div ref={canvasHostRef} style={{ position: "absolute", inset: 0 }} />
            <SurfaceOverlay title={title} failed={failed} loaded={loaded !== null} paused={paused} onResume={resume} />
          </Surface>
        </Stage>
        {hasAside ? (
          <AsidePanel data-aside-panel onClick={returnFocus} aria-hidden={loaded ? undefined : true}>
            {loaded && Aside ? <Aside game={loaded.mounted.instance} dispatch={loaded.mounted.dispatch} /> : null}
          </AsidePanel>
        ) : null}
        {loaded && definition?.directions ? (
          <DirectionPad directions={definition.directions} queue={loaded.mounted.queue} />
        ) : null}
      </StageRow>
      {/* The game's one voice to screen readers (engine/runtime/announcer): heard, not seen. */}
      <HudAnnouncer testId="game-announcer">{announcer.text}</HudAnnouncer>
    </Root>
  );
}
