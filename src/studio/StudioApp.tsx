/**
 * The coloring studio's page body: the drawing on the engine (from studio/, loaded with this
 * module), the tools around it, the live region, Start over's dialog. Loaded lazily by
 * pages/color.tsx, so content pages never carry it.
 */
import { Global, css } from "@emotion/react";
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { printPicture } from "../components/Catalogue/print";
import { downloadBlob } from "../components/download-blob";
import { reportStationEvent } from "../stickers/events";
import {
  coloredFileName,
  coloursUsed,
  isFinished,
  openPage,
  pictureProgress,
  startStudio,
  type Direction,
  type Studio,
  type StudioState,
} from "@station/studio";
import { Celebration } from "./Celebration";
import { COMPACT_STUDIO, DrawingBox, StudioLayout, ToolsArea } from "./layout";
import { markInProgress, pageStorage } from "./saved";
import { StartOverDialog } from "./StartOverDialog";
import { ReplayDialog } from "./tools/ReplayDialog";
import { markChanged } from "./sync/local";
import type { EarlyStudio } from "./early";
import { usePictureSync } from "./sync/use-picture-sync";
import { PaletteStrip, ToolColumn } from "./Toolbox";
import { useMedia, useStudioState } from "./use-studio-state";
import { EnterContest } from "../contest/EnterContest";

export interface StudioAppProps {
  pageId: string;
  title: string;
  lineArtUrl: string;
  /** The page's lines as a picture: shown until the drawing is ready. */
  picture: ReactNode;
}

const ARROWS: Record<string, Direction> = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };

/** How long "Show me what's left" marks the parts still paper, and the celebration stays. */
const SHOW_LEFT_MS = 2500;
const CELEBRATION_MS = 5000;
const whole = (s: StudioState) => s;

const printRules = css`
  .print-picture img {
    max-height: 100vh;
  }
`;

export default function StudioApp({ pageId, title, lineArtUrl, picture }: StudioAppProps) {
  const drawing = useRef<HTMLDivElement>(null);
  const [studio, setStudio] = useState<Studio | null>(null);
  const [failed, setFailed] = useState(false);
  const [contextLost, setContextLost] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  const lastFocus = useRef<number | null>(null);
  const compact = useMedia(COMPACT_STUDIO);
  // Bumped when the member's account holds a newer version: the session starts again from it.
  const [generation, setGeneration] = useState(0);
  const storageRef = useRef<ReturnType<typeof pageStorage> | null>(null);

  useEffect(() => {
    let alive = true;
    let started: Studio | null = null;
    let early: EarlyStudio | null = null;
    let storage: ReturnType<typeof pageStorage> | null = null;
    const host = drawing.current!;
    void (async () => {
      try {
        // The quick start's session (early.ts): taps made before the drawing loaded are in it.
        // After a restart from the account's version (generation > 0) the session starts afresh.
        if (generation === 0) {
          const { takeEarlyStudio } = await import("./early");
          early = await takeEarlyStudio(pageId);
          if (!alive) return early?.close();
        }
        // For the account's copy (sync/): each write marks this browser's picture changed.
        storage = early?.storage ?? pageStorage(pageId, () => markChanged(pageId));
        storageRef.current = storage;
        const page = await openPage(pageId, early?.lineArt ?? lineArtUrl, early?.session.map);
        if (!alive) return;
        started = await startStudio({
          page,
          session: early?.session,
          storage,
          events: {
            coloured() {
              const picture = started?.session.store.getState().history.current;
              if (picture)
                reportStationEvent({ kind: "studio-region-colored", page: pageId, colorsUsed: coloursUsed(picture) });
            },
          },
          canvasHost: host,
          surface: host,
          onContextLost: setContextLost,
        });
        // The drawing answers taps from here on; the quick canvas goes with the picture below.
        early?.stop();
        if (!alive) return started.destroy();
        setStudio(started);
        performance.mark("studio-ready");
        // `npm run bench:studio` drives the studio from the page itself.
        if (new URLSearchParams(location.search).has("bench")) Object.assign(window, { __studio: started });
      } catch (error) {
        console.error(error);
        if (alive) setFailed(true);
      }
    })();
    return () => {
      alive = false;
      started?.destroy();
      // The quick start's storage is the one in use: closing the quick start closes it.
      if (early) early.close();
      else storage?.close();
    };
  }, [pageId, lineArtUrl, generation]);

  usePictureSync(
    pageId,
    studio,
    () => storageRef.current?.freeze() ?? false,
    () => {
      setStudio(null);
      setGeneration((g) => g + 1);
    },
  );

  // The Activities page marks pages with a picture in progress: the mark changes only when the
  // picture goes from blank to begun or back.
  useEffect(() => {
    const begun = ({ history: { current } }: StudioState) => current.fills.size > 0 || current.strokes.length > 0;
    return studio?.session.store.subscribe((state, previous) => {
      if (begun(state) !== begun(previous)) markInProgress(pageId, begun(state));
    });
  }, [studio, pageId]);

  // Undo and redo from anywhere on the page but a text field or the open dialog.
  useEffect(() => {
    if (!studio) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || dialogOpen) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("textarea, [contenteditable], input:not([type=radio])")) return;
      const key = e.key.toLowerCase();
      if (key === "z" && !e.shiftKey) studio.session.undo();
      else if ((key === "z" && e.shiftKey) || (key === "y" && !e.metaKey)) studio.session.redo();
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [studio, dialogOpen]);

  // The picture's progress, and the finish: only a change made here counts (a finished picture
  // opened again is not celebrated twice).
  useEffect(() => {
    if (!studio) return;
    const { session } = studio;
    return session.store.subscribe((state, previous) => {
      if (state.history.current === previous.history.current) return;
      const was = isFinished(pictureProgress(session.map, previous.history.current));
      if (was || !isFinished(pictureProgress(session.map, state.history.current))) return;
      if (state.history.done.length <= previous.history.done.length) return;
      setCelebrating(true);
      // After the session has said what the last tap did, so both are heard.
      queueMicrotask(() => session.say(`${session.store.getState().message.text}. Every part is coloured. Beautiful!`));
      reportStationEvent({ kind: "studio-page-finished", page: pageId });
    });
  }, [studio, pageId]);
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(false), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);

  const state = useStudioState(studio, whole, null);
  const shownPicture = state?.history.current;
  const progress = useMemo(
    () => (studio && shownPicture ? pictureProgress(studio.session.map, shownPicture) : null),
    [studio, shownPicture],
  );
  const showLeftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showLeft = () => {
    if (!studio || !progress) return;
    studio.view.showLeft(progress.left);
    const n = progress.left.length;
    studio.session.say(`${n} ${n === 1 ? "part is" : "parts are"} still white, marked with pink stripes`);
    clearTimeout(showLeftTimer.current);
    showLeftTimer.current = setTimeout(() => studio.view.hideLeft(), SHOW_LEFT_MS);
  };
  useEffect(() => () => clearTimeout(showLeftTimer.current), []);

  const message = useStudioState(studio, (s) => s.message, { text: "", serial: 0 });

  const onDrawingKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!studio || e.ctrlKey || e.metaKey || e.altKey) return;
    const direction = ARROWS[e.key];
    if (direction) studio.session.move(direction);
    else if (e.key === "Enter" || e.key === " ") studio.session.fillFocus();
    else if (e.key === "+" || e.key === "=") studio.view.zoomIn();
    else if (e.key === "-") studio.view.zoomOut();
    else if (e.key === "0") studio.view.fit();
    else return;
    e.preventDefault();
  };
  const onDrawingFocus = (e: FocusEvent<HTMLDivElement>) => {
    // A click or tap focuses the drawing too: the region marker is for keyboard focus only.
    if (!studio || !e.currentTarget.matches(":focus-visible")) return;
    if (lastFocus.current !== null) studio.session.store.setState({ focus: lastFocus.current });
    else studio.session.showFocus();
  };
  const onDrawingBlur = () => {
    if (!studio) return;
    lastFocus.current = studio.session.store.getState().focus;
    studio.session.store.setState({ focus: null });
  };

  /** The picture as a PNG, the same as Save picture makes: for printing and for a contest entry. */
  const getPicture = () => {
    if (!studio) return Promise.reject(new Error("the studio is still loading"));
    return studio.picturePng();
  };
  const save = async () => {
    downloadBlob(await getPicture(), coloredFileName(title));
    studio?.session.say("Saved the picture");
    reportStationEvent({ kind: "picture-saved", page: pageId, how: "download" });
  };
  const print = async () => {
    const url = URL.createObjectURL(await getPicture());
    // The sheet shows the picture until printing is done; then nothing needs it.
    window.addEventListener("afterprint", () => URL.revokeObjectURL(url), { once: true });
    await printPicture(url, `${title}, colored in`);
    reportStationEvent({ kind: "picture-saved", page: pageId, how: "print" });
  };

  const toolbox = {
    studio,
    state,
    progress,
    failed,
    contextLost,
    onSave: () => void save(),
    onPrint: () => void print(),
    onShowLeft: showLeft,
    startOver: (
      <StartOverDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        disabled={!studio}
        onConfirm={() => studio?.session.startOver()}
      />
    ),
    replay: (
      <ReplayDialog
        studio={studio}
        pageId={pageId}
        fileName={coloredFileName(title).replace(/_colored\.png$/, "_replay")}
        disabled={!state || (state.history.current.fills.size === 0 && state.history.current.strokes.length === 0)}
      />
    ),
    contest: <EnterContest pageId={pageId} getPicture={getPicture} />,
  };

  return (
    <StudioLayout>
      <Global styles={printRules} />
      <DrawingBox
        ref={drawing}
        tabIndex={0}
        role="application"
        aria-roledescription="coloring page"
        aria-label={`${title}: arrow keys choose a part, Enter or Space fills it`}
        aria-busy={!studio}
        data-ready={studio ? "true" : undefined}
        data-testid="studio-drawing"
        onKeyDown={onDrawingKey}
        onFocus={onDrawingFocus}
        onBlur={onDrawingBlur}
      >
        {studio ? null : picture}
        {celebrating ? <Celebration /> : null}
      </DrawingBox>
      <ToolsArea>
        {compact ? (
          <PaletteStrip {...toolbox} sheetOpen={sheetOpen} onSheetOpenChange={setSheetOpen} />
        ) : (
          <ToolColumn {...toolbox} />
        )}
      </ToolsArea>
      <p className="visually-hidden" aria-live="polite" data-testid="studio-announcer">
        <span key={message.serial}>{message.text}</span>
      </p>
    </StudioLayout>
  );
}
