/**
 * The studio's tools, in two arrangements of the same parts: a column beside the drawing on a
 * desktop (every section), and on a phone a palette strip (progress, colours, the tools in hand,
 * Undo, More tools) with the other sections in a sheet. Sections and tools are lists
 * (`SECTIONS`, `TOOL_ENTRIES`), so a new tool or panel is an entry, not new markup.
 */
import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import { ImageDown, Maximize, PrinterCheck, SlidersHorizontal, X, ZoomIn, ZoomOut } from "lucide-react";
import { useState, type ReactNode } from "react";
import {
  colourHex,
  colourLabel,
  isFinished,
  progressText,
  type Progress,
  type Studio,
  type StudioState,
} from "@station/studio";
import { HistoryButton } from "./HistoryButton";
import { Swatches } from "./Swatches";
import { TOOL_ENTRIES, type ToolEntry } from "./tool-entries";
import { MixerPanel, MixerToggle } from "./tools/Mixer";
import { OwnColours } from "./tools/OwnColours";
import { controlStatesCss, Group, GroupLabel, SwatchButton, ToolButton } from "./tool-styles";
import { visuallyHiddenCss } from "../components/visually-hidden";

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: 14px;
  padding: 14px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  overflow-y: auto;
  min-height: 0;
  section {
    min-width: 0;
  }
`;

const Strip = styled.div`
  display: grid;
  gap: 8px;
  padding: 8px 10px 10px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  > .push {
    margin-left: auto;
  }
`;

/** In the strip, a tool's name shows only where there is room for it; it always names the button. */
const StripLabel = styled.span`
  @media (max-width: 479.98px) {
    ${visuallyHiddenCss}
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 8px;
  margin: 0;
  min-height: 48px;
  color: var(--text-muted);
  font-size: 0.875rem;
  line-height: 1.3;
  > span {
    font-variant-numeric: tabular-nums;
  }
`;

const TextButton = styled.button`
  min-height: 48px;
  padding: 0 4px;
  border: 0;
  background: none;
  color: var(--butter);
  font: inherit;
  font-weight: 800;
  text-decoration: underline;
  text-underline-offset: 0.18em;
  cursor: pointer;
  ${controlStatesCss}
`;

const Status = styled.p`
  margin: 0;
  color: var(--text-muted);
`;

/** The sheet: in the layout between the drawing and the strip, so the drawing shrinks, never hides. */
const Sheet = styled(Dialog.Content)`
  display: grid;
  gap: 12px;
  max-height: 32dvh;
  overflow-y: auto;
  padding: 10px 12px 12px;
  border-radius: var(--radius);
  background: var(--surface-solid);
  border: 2px solid var(--lavender);
  outline: none;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  @media (max-height: 560px) and (min-aspect-ratio: 1/1) {
    max-height: none;
    overflow: visible;
  }
`;

export interface ToolboxProps {
  studio: Studio | null;
  state: StudioState | null;
  progress: Progress | null;
  failed: boolean;
  contextLost: boolean;
  onSave: () => void;
  onPrint: () => void;
  onShowLeft: () => void;
  startOver: ReactNode;
  /** Watch it again, and its dialog. */
  replay: ReactNode;
  /** Where the contest entry button sits. */
  contest: ReactNode;
}

interface SectionProps extends ToolboxProps {
  off: boolean;
  mixerOpen: boolean;
  onMixerToggle: () => void;
  /** In the phone's sheet: what the strip already has is left out. */
  compact: boolean;
}

interface PanelSection {
  readonly id: string;
  /** A visible heading, or (label) a name for screen readers alone. */
  readonly title?: string;
  readonly label?: string;
  /** On a phone: kept in the strip (so not repeated in the sheet). */
  readonly inStrip?: boolean;
  render(props: SectionProps): ReactNode;
}

function ToolButtons({
  entries,
  studio,
  state,
  strip,
}: {
  entries: readonly ToolEntry[];
  studio: Studio | null;
  state: StudioState | null;
  strip: boolean;
}) {
  return entries.map((t) => (
    <ToolButton
      key={t.id}
      type="button"
      aria-pressed={state ? t.isActive(state) : t.id === "fill"}
      disabled={!studio}
      onClick={() => studio && t.activate(studio)}
    >
      <t.Icon aria-hidden size={20} />
      {strip ? <StripLabel>{t.label}</StripLabel> : t.label}
    </ToolButton>
  ));
}

function ToolChoices({ studio, state }: { studio: Studio | null; state: StudioState | null }) {
  const active = state ? TOOL_ENTRIES.find((t) => t.isActive(state)) : undefined;
  if (!active || !state) return null;
  return (
    <>
      {active.choices ? (
        <Group role="group" aria-label={active.choices.label} style={{ marginTop: 8 }}>
          {active.choices.list(state).map((c) => (
            <ToolButton key={c.label} type="button" aria-pressed={c.pressed} onClick={() => studio && c.choose(studio)}>
              {c.label}
            </ToolButton>
          ))}
        </Group>
      ) : null}
      {active.Options && studio ? <active.Options studio={studio} state={state} /> : null}
    </>
  );
}

function ProgressLine({
  progress,
  off,
  onShowLeft,
}: {
  progress: Progress | null;
  off: boolean;
  onShowLeft: () => void;
}) {
  return (
    <Line data-testid="studio-progress">
      <span>{progress ? progressText(progress) : "\u00a0"}</span>
      {progress && !isFinished(progress) ? (
        <TextButton type="button" disabled={off} onClick={onShowLeft}>
          Show me what's left
        </TextButton>
      ) : null}
    </Line>
  );
}

const SECTIONS: readonly PanelSection[] = [
  {
    id: "progress",
    label: "Progress",
    inStrip: true,
    render: (p) => <ProgressLine progress={p.progress} off={p.off} onShowLeft={p.onShowLeft} />,
  },
  {
    id: "tools",
    title: "Tools",
    render: (p) => {
      const entries = TOOL_ENTRIES.filter((t) => !p.compact || !t.inStrip);
      return (
        <>
          <Group>
            <ToolButtons entries={entries} studio={p.studio} state={p.state} strip={false} />
            <MixerToggle open={p.mixerOpen} disabled={p.off} onToggle={p.onMixerToggle} />
          </Group>
          <ToolChoices studio={p.studio} state={p.state} />
          {p.compact && p.state && !TOOL_ENTRIES.find((t) => t.isActive(p.state!) && (t.choices || t.Options)) ? (
            <Status>Brush and Eraser show their sizes here.</Status>
          ) : null}
        </>
      );
    },
  },
  {
    id: "colours",
    label: "Colours",
    inStrip: true,
    render: (p) => <Swatches studio={p.studio} colour={p.state?.colour ?? ""} layout="grid" />,
  },
  {
    id: "recent",
    title: "Recent colours",
    render: ({ state, studio }) =>
      state && state.recent.length > 0 ? (
        <Group>
          {state.recent.map((id) => {
            return (
              <SwatchButton
                key={id}
                type="button"
                aria-label={colourLabel(id)}
                aria-pressed={state.colour === id}
                style={{ background: colourHex(id) }}
                onClick={() => studio?.session.setColour(id)}
              />
            );
          })}
        </Group>
      ) : null,
  },
  {
    id: "own",
    label: "Your colours",
    render: ({ studio, state }) => (studio && state ? <OwnColours studio={studio} state={state} /> : null),
  },
  {
    id: "mixer",
    label: "Mix a colour",
    render: ({ studio, state, mixerOpen }) =>
      studio && state && mixerOpen ? <MixerPanel studio={studio} state={state} /> : null,
  },
  {
    id: "history-zoom",
    label: "Undo and zoom",
    render: ({ studio, state, off, compact }) => (
      <Group>
        {compact ? null : <HistoryButton step="undo" studio={studio} state={state} off={off} />}
        <HistoryButton step="redo" studio={studio} state={state} off={off} />
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
    ),
  },
  {
    id: "keep",
    label: "Keep your picture",
    render: (p) => (
      <Group>
        <ToolButton type="button" disabled={p.off} onClick={p.onSave}>
          <ImageDown aria-hidden size={20} />
          Save picture
        </ToolButton>
        <ToolButton type="button" disabled={p.off} onClick={p.onPrint}>
          <PrinterCheck aria-hidden size={20} />
          Print
        </ToolButton>
        {p.replay}
        {p.startOver}
        {p.contest}
      </Group>
    ),
  },
];

function Section({ section, props }: { section: PanelSection; props: SectionProps }) {
  const heading = section.title ? `studio-${section.id}` : undefined;
  const content = section.render(props);
  if (content === null) return null;
  return (
    <section aria-labelledby={heading} aria-label={heading ? undefined : section.label}>
      {section.title ? <GroupLabel id={heading}>{section.title}</GroupLabel> : null}
      {content}
    </section>
  );
}

function Notices({ failed, contextLost }: { failed: boolean; contextLost: boolean }) {
  return (
    <>
      {failed ? <Status role="alert">The drawing could not load. Reload the page to try again.</Status> : null}
      {contextLost ? <Status role="status">The drawing is waking up again…</Status> : null}
    </>
  );
}

/** The desktop's column: every section. */
export function ToolColumn(props: ToolboxProps) {
  const [mixerOpen, setMixerOpen] = useState(false);
  const all = {
    ...props,
    off: !props.studio,
    compact: false,
    mixerOpen,
    onMixerToggle: () => setMixerOpen(!mixerOpen),
  };
  return (
    <Column role="group" aria-label="Coloring tools">
      <Notices failed={props.failed} contextLost={props.contextLost} />
      {SECTIONS.map((s) => (
        <Section key={s.id} section={s} props={all} />
      ))}
    </Column>
  );
}

/**
 * The phone's strip and its sheet. The sheet is a non-modal dialog in the page's flow: the
 * drawing above it stays in reach (a tap there colours and leaves the sheet open), Escape or
 * Close shuts it.
 */
export function PaletteStrip(props: ToolboxProps & { sheetOpen: boolean; onSheetOpenChange: (open: boolean) => void }) {
  const { studio, state, sheetOpen, onSheetOpenChange } = props;
  const [mixerOpen, setMixerOpen] = useState(false);
  const all = { ...props, off: !studio, compact: true, mixerOpen, onMixerToggle: () => setMixerOpen(!mixerOpen) };
  return (
    <Dialog.Root open={sheetOpen} onOpenChange={onSheetOpenChange} modal={false}>
      {sheetOpen ? (
        <Sheet aria-describedby={undefined} onInteractOutside={(e) => e.preventDefault()} data-testid="studio-sheet">
          <Row>
            <Dialog.Title>More tools</Dialog.Title>
            <Dialog.Close asChild>
              <ToolButton type="button" className="push">
                <X aria-hidden size={20} />
                Close
              </ToolButton>
            </Dialog.Close>
          </Row>
          {SECTIONS.filter((s) => !s.inStrip).map((s) => (
            <Section key={s.id} section={s} props={all} />
          ))}
        </Sheet>
      ) : null}
      <Strip role="group" aria-label="Coloring tools">
        <Notices failed={props.failed} contextLost={props.contextLost} />
        <ProgressLine progress={props.progress} off={all.off} onShowLeft={props.onShowLeft} />
        <Swatches studio={studio} colour={state?.colour ?? ""} layout="row" />
        <Row>
          <ToolButtons entries={TOOL_ENTRIES.filter((t) => t.inStrip)} studio={studio} state={state} strip />
          <HistoryButton step="undo" studio={studio} state={state} off={all.off} iconOnly className="push" />
          <Dialog.Trigger asChild>
            <ToolButton type="button" aria-label="More tools" disabled={all.off}>
              {sheetOpen ? <X aria-hidden size={20} /> : <SlidersHorizontal aria-hidden size={20} />}
            </ToolButton>
          </Dialog.Trigger>
        </Row>
      </Strip>
    </Dialog.Root>
  );
}
