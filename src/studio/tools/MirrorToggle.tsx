/** Brush and Eraser's mirror: strokes reflected in the page's vertical centre line. */
import { FlipHorizontal2 } from "lucide-react";
import type { Studio, StudioState } from "@station/studio";
import { Group, ToolButton } from "../tool-styles";

export function MirrorToggle({ studio, state }: { studio: Studio; state: StudioState }) {
  return (
    <Group style={{ marginTop: 8 }}>
      <ToolButton type="button" aria-pressed={state.mirror} onClick={() => studio.session.setMirror(!state.mirror)}>
        <FlipHorizontal2 aria-hidden size={20} />
        Mirror
      </ToolButton>
    </Group>
  );
}

export const PickerHint = () => <p style={{ margin: "8px 0 0" }}>Tap or click the picture to take a colour from it.</p>;
