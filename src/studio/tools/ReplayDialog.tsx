/**
 * "Watch it again": the picture's history played back in a few seconds in a dialog, and "Save
 * replay", which records it as a short video (or an animated GIF where the browser cannot record
 * video). Under reduced motion the dialog shows the finished picture instead of playing it.
 */
import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import { Film, RotateCcw, Video } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DialogCard, DialogOverlay } from "../../components/dialog-card";
import { downloadBlob } from "../../components/download-blob";
import { reportStationEvent } from "../../stickers/events";
import { planReplay, playReplay, type ReplayPainter, type Studio } from "@station/studio";
import { Group, ToolButton } from "../tool-styles";

const Card = styled(DialogCard)`
  width: min(94vw, 480px);
  max-height: 96dvh;
  overflow: auto;
  canvas {
    display: block;
    width: 100%;
    max-height: 60dvh;
    object-fit: contain;
    border-radius: var(--radius-small);
    background: #fff;
  }
`;

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

interface Props {
  studio: Studio | null;
  pageId: string;
  /** The film's file name without its ending. */
  fileName: string;
  /** Nothing to watch on a blank page. */
  disabled: boolean;
}

export function ReplayDialog({ studio, pageId, fileName, disabled }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <ToolButton type="button" disabled={disabled || !studio}>
          <Film aria-hidden size={20} />
          Watch it again
        </ToolButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        {studio && open ? <ReplayCard studio={studio} pageId={pageId} fileName={fileName} /> : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Saving = { state: "idle" } | { state: "busy" } | { state: "done"; kind: string } | { state: "failed" };

function ReplayCard({ studio, pageId, fileName }: { studio: Studio; pageId: string; fileName: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const painter = useRef<ReplayPainter | null>(null);
  const [still] = useState(reducedMotion);
  const [run, setRun] = useState(0);
  const [playing, setPlaying] = useState(!still);
  const [saving, setSaving] = useState<Saving>({ state: "idle" });

  useEffect(() => {
    const plan = planReplay(studio.session.store.getState().history);
    const p = (painter.current ??= studio.replayPainter(canvas.current!));
    if (still) {
      p.draw(plan.frames.at(-1)!);
      return;
    }
    const stop = new AbortController();
    void playReplay(plan, p, stop.signal).then(() => {
      if (!stop.signal.aborted) setPlaying(false);
    });
    return () => stop.abort();
  }, [studio, still, run]);

  const save = async () => {
    setSaving({ state: "busy" });
    try {
      // Recorded on a canvas of its own, so what is on screen (a still under reduced motion) stays.
      const file = await studio.saveReplay();
      downloadBlob(file.blob, `${fileName}.${file.extension}`);
      reportStationEvent({ kind: "picture-saved", page: pageId, how: "download" });
      studio.session.say("Saved the replay");
      setSaving({ state: "done", kind: file.extension === "webm" ? "video" : "animated picture" });
    } catch (error) {
      console.warn(error);
      setSaving({ state: "failed" });
    }
  };

  return (
    <Card aria-describedby={undefined}>
      <Dialog.Title>Watch it again</Dialog.Title>
      <canvas
        ref={canvas}
        role="img"
        aria-label={still ? "The finished picture" : "Your picture being coloured in again, step by step"}
      />
      <p role="status">
        {still
          ? "Your device asks for less motion, so here is the finished picture."
          : playing
            ? "Playing…"
            : "That's how you made it!"}{" "}
        {saving.state === "busy"
          ? "Making your replay… it takes a few seconds."
          : saving.state === "done"
            ? `Saved your replay as a ${saving.kind}.`
            : saving.state === "failed"
              ? "The replay could not be saved. Try again in a moment."
              : ""}
      </p>
      <Group>
        {still ? null : (
          <ToolButton
            type="button"
            disabled={playing}
            onClick={() => {
              setPlaying(true);
              setRun(run + 1);
            }}
          >
            <RotateCcw aria-hidden size={20} />
            Play again
          </ToolButton>
        )}
        <ToolButton type="button" disabled={saving.state === "busy"} onClick={() => void save()}>
          <Video aria-hidden size={20} />
          Save replay
        </ToolButton>
        <Dialog.Close asChild>
          <ToolButton type="button">Close</ToolButton>
        </Dialog.Close>
      </Group>
    </Card>
  );
}
