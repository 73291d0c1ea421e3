import styled from "@emotion/styled";
import {
  Brush,
  Eraser,
  ImageDown,
  Maximize,
  PaintBucket,
  PrinterCheck,
  Redo2,
  Undo2,
  ZoomIn,
  ZoomOut,
} from "lucide-react";
import { useSyncExternalStore, type ReactNode } from "react";
import {
  BRUSH_NAMES,
  BRUSH_SIZES,
  PALETTE,
  crayonById,
  type Studio,
  type StudioState,
  type Tool,
} from "@station/studio";
import { Group, GroupLabel, ToolButton } from "./tool-styles";

const Box = styled.div`
  display: grid;
  gap: 14px;
  padding: 14px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  section {
    min-width: 0;
  }
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(48px, 1fr));
  gap: 6px;
  border: 0;
  padding: 0;
  margin: 0;
`;

/** A colour is a native radio: arrow keys move through the palette, its label is the colour's name. */
const Swatch = styled.label`
  position: relative;
  display: block;
  min-width: 48px;
  min-height: 48px;
  border-radius: 50%;
  border: 3px solid rgb(255 255 255 / 0.35);
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: #fff;
    box-shadow:
      0 0 0 3px #231a4d,
      0 0 0 6px var(--butter);
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--focus);
    outline-offset: 4px;
  }
`;

const RecentButton = styled.button`
  min-width: 48px;
  min-height: 48px;
  border-radius: 50%;
  border: 3px solid rgb(255 255 255 / 0.35);
  cursor: pointer;
  &[aria-pressed="true"] {
    border-color: #fff;
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 3px;
  }
`;

const Status = styled.p`
  margin: 0;
  color: var(--text-muted);
`;

interface Props {
  studio: Studio | null;
  failed: boolean;
  contextLost: boolean;
  onSave: () => void;
  onPrint: () => void;
  startOver: ReactNode;
  /** Where the contest entry button sits. */
  contest: ReactNode;
}

const TOOLS: readonly { tool: Tool; label: string; icon: ReactNode }[] = [
  { tool: "fill", label: "Fill", icon: <PaintBucket aria-hidden size={20} /> },
  { tool: "brush", label: "Brush", icon: <Brush aria-hidden size={20} /> },
  { tool: "eraser", label: "Eraser", icon: <Eraser aria-hidden size={20} /> },
];

const EMPTY = {
  tool: "fill" as Tool,
  colour: "",
  brushSize: 0,
  recent: [] as readonly string[],
  undo: false,
  redo: false,
};

function pick(state: StudioState) {
  return state;
}

export function Toolbox({ studio, failed, contextLost, onSave, onPrint, startOver, contest }: Props) {
  const state = useSyncExternalStore(
    (changed) => studio?.session.store.subscribe(changed) ?? (() => undefined),
    () => (studio ? pick(studio.session.store.getState()) : null),
    () => null,
  );
  const s = state
    ? {
        tool: state.tool,
        colour: state.colour,
        brushSize: state.brushSize,
        recent: state.recent,
        undo: state.history.done.length > 0,
        redo: state.history.undone.length > 0,
      }
    : EMPTY;
  const session = studio?.session;
  const off = !studio;

  return (
    <Box role="group" aria-label="Coloring tools">
      {failed ? <Status role="alert">The drawing could not load. Reload the page to try again.</Status> : null}
      {contextLost ? <Status role="status">The drawing is waking up again…</Status> : null}
      <section aria-labelledby="studio-tools">
        <GroupLabel id="studio-tools">Tools</GroupLabel>
        <Group>
          {TOOLS.map((t) => (
            <ToolButton
              key={t.tool}
              type="button"
              aria-pressed={s.tool === t.tool}
              disabled={off}
              onClick={() => session?.setTool(t.tool)}
            >
              {t.icon}
              {t.label}
            </ToolButton>
          ))}
        </Group>
        {s.tool !== "fill" ? (
          <Group role="group" aria-label="Brush size" style={{ marginTop: 8 }}>
            {BRUSH_SIZES.map((size, i) => (
              <ToolButton
                key={size}
                type="button"
                aria-pressed={s.brushSize === size}
                onClick={() => session?.setBrushSize(i)}
              >
                {BRUSH_NAMES[i]}
              </ToolButton>
            ))}
          </Group>
        ) : null}
      </section>
      <section>
        <Swatches role="radiogroup" aria-label="Colours">
          {PALETTE.map((c) => (
            <Swatch key={c.id} style={{ background: c.hex }} title={c.name}>
              <input
                type="radio"
                name="studio-colour"
                value={c.id}
                aria-label={c.name}
                checked={s.colour === c.id}
                disabled={off}
                onChange={() => session?.setColour(c.id)}
              />
            </Swatch>
          ))}
        </Swatches>
      </section>
      {s.recent.length > 0 ? (
        <section aria-labelledby="studio-recent">
          <GroupLabel id="studio-recent">Recent colours</GroupLabel>
          <Group>
            {s.recent.map((id) => {
              const c = crayonById(id)!;
              return (
                <RecentButton
                  key={id}
                  type="button"
                  aria-label={c.name}
                  aria-pressed={s.colour === id}
                  style={{ background: c.hex }}
                  onClick={() => session?.setColour(id)}
                />
              );
            })}
          </Group>
        </section>
      ) : null}
      <section aria-label="Undo and zoom">
        <Group>
          <ToolButton type="button" disabled={off || !s.undo} onClick={() => session?.undo()}>
            <Undo2 aria-hidden size={20} />
            Undo
          </ToolButton>
          <ToolButton type="button" disabled={off || !s.redo} onClick={() => session?.redo()}>
            <Redo2 aria-hidden size={20} />
            Redo
          </ToolButton>
          <ToolButton type="button" aria-label="Zoom in" disabled={off} onClick={() => studio?.view.zoomIn()}>
            <ZoomIn aria-hidden size={20} />
          </ToolButton>
          <ToolButton type="button" aria-label="Zoom out" disabled={off} onClick={() => studio?.view.zoomOut()}>
            <ZoomOut aria-hidden size={20} />
          </ToolButton>
          <ToolButton type="button" aria-label="Fit page" disabled={off} onClick={() => studio?.view.fit()}>
            <Maximize aria-hidden size={20} />
          </ToolButton>
        </Group>
      </section>
      <section aria-label="Keep your picture">
        <Group>
          <ToolButton type="button" disabled={off} onClick={onSave}>
            <ImageDown aria-hidden size={20} />
            Save picture
          </ToolButton>
          <ToolButton type="button" disabled={off} onClick={onPrint}>
            <PrinterCheck aria-hidden size={20} />
            Print
          </ToolButton>
          {startOver}
          {contest}
        </Group>
      </section>
    </Box>
  );
}
