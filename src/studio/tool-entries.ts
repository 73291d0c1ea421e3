/**
 * The studio's tools as a list of entries: the strip, the sheet and the desktop column are all
 * drawn from it, so a new tool is one more entry here, not new markup in three places.
 */
import { Blend, Brush, Eraser, PaintBucket, Pipette, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BRUSH_NAMES, BRUSH_SIZES, TOOL_NAMES, type Studio, type StudioState } from "@station/studio";
import { GradientOptions } from "./tools/GradientOptions";
import { MirrorToggle, PickerHint } from "./tools/MirrorToggle";

export interface ToolChoice {
  readonly label: string;
  readonly pressed: boolean;
  choose(studio: Studio): void;
}

export interface ToolEntry {
  readonly id: string;
  readonly label: string;
  readonly Icon: LucideIcon;
  /** Also in the phone's palette strip; the sheet and the desktop column show every entry. */
  readonly inStrip: boolean;
  isActive(state: StudioState): boolean;
  activate(studio: Studio): void;
  /** Choices shown while the tool is in hand (the brush's sizes), under a group label. */
  readonly choices?: { readonly label: string; list(state: StudioState): readonly ToolChoice[] };
  /** More options while the tool is in hand, shown under its choices (the mirror, the gradient's menus). */
  readonly Options?: (props: { studio: Studio; state: StudioState }) => ReactNode;
}

const brushSizes = {
  label: "Brush size",
  list: (state: StudioState) =>
    BRUSH_SIZES.map((size, i) => ({
      label: BRUSH_NAMES[i]!,
      pressed: state.brushSize === size,
      choose: (studio: Studio) => studio.session.setBrushSize(i),
    })),
};

export const TOOL_ENTRIES: readonly ToolEntry[] = [
  {
    id: "fill",
    label: "Fill",
    Icon: PaintBucket,
    inStrip: true,
    isActive: (s) => s.tool === "fill",
    activate: (studio) => studio.session.setTool("fill"),
  },
  {
    id: "brush",
    label: "Brush",
    Icon: Brush,
    inStrip: true,
    isActive: (s) => s.tool === "brush",
    activate: (studio) => studio.session.setTool("brush"),
    choices: brushSizes,
    Options: MirrorToggle,
  },
  {
    id: "eraser",
    label: "Eraser",
    Icon: Eraser,
    inStrip: true,
    isActive: (s) => s.tool === "eraser",
    activate: (studio) => studio.session.setTool("eraser"),
    choices: brushSizes,
    Options: MirrorToggle,
  },
  {
    id: "gradient",
    label: TOOL_NAMES.gradient,
    Icon: Blend,
    inStrip: false,
    isActive: (s) => s.tool === "gradient",
    activate: (studio) => studio.session.setTool("gradient"),
    Options: GradientOptions,
  },
  {
    id: "picker",
    label: TOOL_NAMES.picker,
    Icon: Pipette,
    inStrip: false,
    isActive: (s) => s.tool === "picker",
    activate: (studio) => studio.session.setTool("picker"),
    Options: PickerHint,
  },
];
