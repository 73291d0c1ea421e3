import styled from "@emotion/styled";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from "lucide-react";
import type { Direction } from "../contract/define-game";
import type { ActionQueue } from "../input/action-queue";

/** The pad's buttons and the gap between them, in CSS px (the host keeps its room: game-host-styles). */
export const PAD_BUTTON_PX = 64;
export const PAD_GAP_PX = 8;

const Pad = styled.div`
  display: none;
  /* Only where the pointer is a finger: a mouse and keyboard have better ways. */
  @media (pointer: coarse) {
    display: grid;
  }
  grid-template-columns: repeat(3, ${PAD_BUTTON_PX}px);
  grid-template-rows: repeat(2, ${PAD_BUTTON_PX}px);
  gap: ${PAD_GAP_PX}px;
  justify-content: center;
  margin-block: 8px;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: var(--radius-small);
    border: 2px solid var(--lavender);
    background: var(--surface-raised);
    color: var(--text);
    touch-action: none;
  }
  button:active {
    background: #4d419e;
  }
  button:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;

const LAYOUT: Record<Direction, { label: string; area: string; Icon: typeof ArrowUp }> = {
  up: { label: "Up", area: "1 / 2", Icon: ArrowUp },
  left: { label: "Left", area: "2 / 1", Icon: ArrowLeft },
  down: { label: "Down", area: "2 / 2", Icon: ArrowDown },
  right: { label: "Right", area: "2 / 3", Icon: ArrowRight },
};

/**
 * Real buttons for touchscreens: holding one holds its action (Little Dodger's left/right),
 * pressing one presses it once (Snake's turns). Keyboard activation of a button is a tap.
 */
export function DirectionPad({
  directions,
  queue,
}: {
  directions: { readonly [D in Direction]?: string };
  queue: ActionQueue<string>;
}) {
  return (
    <Pad role="group" aria-label="Direction pad" data-direction-pad>
      {(Object.keys(LAYOUT) as Direction[]).map((direction) => {
        const action = directions[direction];
        if (!action) return null;
        const { label, area, Icon } = LAYOUT[direction];
        const source = `pad:${direction}`;
        return (
          <button
            key={direction}
            type="button"
            aria-label={label}
            style={{ gridArea: area }}
            onPointerDown={(e) => {
              e.preventDefault();
              e.currentTarget.setPointerCapture?.(e.pointerId);
              queue.press(action, source);
            }}
            onPointerUp={() => queue.release(action, source)}
            onPointerCancel={() => queue.release(action, source)}
            onLostPointerCapture={() => queue.release(action, source)}
            onClick={(e) => {
              if (e.detail === 0) queue.tap(action);
            }}
            onContextMenu={(e) => e.preventDefault()}
          >
            <Icon aria-hidden size={28} />
          </button>
        );
      })}
    </Pad>
  );
}
