import { ANSWER, INK, PAGE_WIDTH, printablePage, r, text } from "./page.ts";
import type { PictureSudoku } from "./picture-sudoku.ts";

/** Outline pictures centred on 0,0 and about 100 units across: big enough to colour in. */
export const SYMBOLS = [
  {
    name: "star",
    path: "M0 -52L14.6 -20.1L51.4 -16.7L23.7 7.7L31.8 43.7L0 24.8L-31.8 43.7L-23.7 7.7L-51.4 -16.7L-14.6 -20.1Z",
  },
  { name: "heart", path: "M0 42C-24 24 -52 4 -52 -20C-52 -46 -16 -52 0 -24C16 -52 52 -46 52 -20C52 4 24 24 0 42Z" },
  {
    name: "moon",
    path: "M12 -50C-22 -44 -46 -16 -46 6C-46 34 -18 52 14 50C30 49 44 42 52 32C12 38 -12 12 -12 -10C-12 -28 -2 -42 12 -50Z",
  },
  { name: "circle", path: "M0 -46A46 46 0 1 1 0 46A46 46 0 1 1 0 -46Z" },
] as const;

function symbol(index: number, x: number, y: number, scale: number, colour: string, width: number): string {
  return `<path d="${SYMBOLS[index]!.path}" transform="translate(${r(x)} ${r(y)}) scale(${scale})" fill="#ffffff" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round"/>`;
}

export function pictureSudokuSvg(sudoku: PictureSudoku, title: string, answerKey: boolean): string {
  const cell = 150;
  const left = (PAGE_WIDTH - 4 * cell) / 2;
  const top = 200;
  const parts: string[] = [];
  const thin: string[] = [];
  for (let i = 1; i < 4; i++) {
    if (i === 2) continue;
    thin.push(`M${left + i * cell} ${top}V${top + 4 * cell}`, `M${left} ${top + i * cell}H${left + 4 * cell}`);
  }
  parts.push(`<path d="${thin.join("")}" stroke="${INK}" stroke-width="4"/>`);
  parts.push(
    `<path d="M${left + 2 * cell} ${top}V${top + 4 * cell}M${left} ${top + 2 * cell}H${left + 4 * cell}" stroke="${INK}" stroke-width="10"/>`,
    `<rect x="${left}" y="${top}" width="${4 * cell}" height="${4 * cell}" rx="8" fill="none" stroke="${INK}" stroke-width="10"/>`,
  );
  sudoku.solution.forEach((row, ri) =>
    row.forEach((value, ci) => {
      const given = sudoku.puzzle[ri]![ci] !== null;
      if (!given && !answerKey) return;
      const x = left + (ci + 0.5) * cell;
      const y = top + (ri + 0.5) * cell;
      parts.push(symbol(value, x, y, 1.05, given ? INK : ANSWER, given ? 6 : 7));
    }),
  );
  // The picture key: the four pictures with their names, to copy from.
  const keyTop = top + 4 * cell + 130;
  SYMBOLS.forEach((s, i) => {
    const x = 175 + i * 167;
    parts.push(symbol(i, x, keyTop, 0.6, INK, 5), text(x, keyTop + 72, 24, s.name, 'font-weight="700"'));
  });
  parts.push(
    text(PAGE_WIDTH / 2, keyTop - 62, 24, "Each thick box, row and column has one star, heart, moon and circle."),
  );
  return printablePage({
    title,
    instructions: answerKey
      ? "The pictures you draw are shown in pink."
      : "Draw the missing pictures so that no picture repeats.",
    answerKey,
    body: parts.join("\n"),
  });
}
