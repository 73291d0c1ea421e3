/**
 * Tic-Tac-Toe's scene as React components (@pixi/react), the engine's worked example of a
 * declarative view (see engine/README.md). It only reads the store; the rules decide.
 */
import { extend } from "@pixi/react";
import { Container, Graphics } from "pixi.js";
import { useCallback, useState } from "react";
import { useAnimationFrames, useSceneTime } from "@station/engine/view";
import {
  LINE_MS,
  POP_MS,
  centreOf,
  drawBoard,
  drawCells,
  drawCross,
  drawCursor,
  drawRing,
  drawWinLine,
  easeOutBack,
} from "./look";
import { TIC_TAC_TOE, canPlace, type CellValue, type Line } from "./rules";
import type { TicTacToeGame, TicTacToeStore } from "./store";

extend({ Container, Graphics });

/**
 * How far (0 to 1) the animation of `value` appearing has gone: it starts when the value
 * changes to a non-null one (at once on the first frame and under reduced motion).
 */
function useAppearing<T>(value: T | null, ms: number): number {
  const { now, instant } = useSceneTime();
  const startAt = () => (value === null || instant ? -Infinity : now);
  const [shown, setShown] = useState(() => ({ value, at: startAt() }));
  let at = shown.at;
  if (shown.value !== value) {
    // React's pattern for state that follows a changed prop: set during render, no extra commit.
    at = startAt();
    setShown({ value, at });
  }
  const progress = Math.min(1, Math.max(0, (now - at) / ms));
  useAnimationFrames(progress < 1);
  return progress;
}

function Cells({ pressed, win }: { pressed: number | null; win: Line | null }) {
  const draw = useCallback((g: Graphics) => drawCells(g, pressed, win), [pressed, win]);
  return <pixiGraphics draw={draw} />;
}

/** A mark pops in where it lands; once a line wins, the others step back so the three stand out. */
function Mark({ index, value, dim }: { index: number; value: CellValue; dim: boolean }) {
  const t = useAppearing(value, POP_MS);
  const { x, y } = centreOf(index);
  return (
    <pixiContainer
      x={x}
      y={y}
      visible={value !== null}
      scale={t >= 1 ? 1 : Math.max(0.05, easeOutBack(t))}
      alpha={dim ? 0.5 : 1}
    >
      <pixiGraphics draw={value === "O" ? drawRing : drawCross} />
    </pixiContainer>
  );
}

/** The winning line draws itself from end to end. */
function WinLine({ line }: { line: Line | null }) {
  const progress = useAppearing(line, LINE_MS);
  const draw = useCallback((g: Graphics) => (line ? drawWinLine(g, line, progress) : g.clear()), [line, progress]);
  return <pixiGraphics draw={draw} />;
}

function Cursor({ cell, shown }: { cell: number; shown: boolean }) {
  const draw = useCallback((g: Graphics) => drawCursor(g, cell), [cell]);
  return <pixiGraphics draw={draw} visible={shown} />;
}

export function TicTacToeScene({ state: s }: { state: TicTacToeStore; game: TicTacToeGame }) {
  const { board, result } = s.state;
  const win = result?.kind === "win" ? result.line : null;
  const pressed = s.pressed !== null && canPlace(s.state, s.pressed) ? s.pressed : null;
  return (
    <pixiContainer>
      <pixiGraphics draw={drawBoard} />
      <Cells pressed={pressed} win={win} />
      {Array.from({ length: TIC_TAC_TOE.cells }, (_, index) => (
        <Mark key={index} index={index} value={board[index] ?? null} dim={win !== null && !win.includes(index)} />
      ))}
      <WinLine line={win} />
      <Cursor cell={s.cursor} shown={s.cursorVisible} />
    </pixiContainer>
  );
}
