import { ANSWER, INK, PAGE_WIDTH, printablePage, r, text } from "./page.ts";
import type { WordSearch } from "./word-search.ts";

/** The letter grid with big letters, the word list under it; the key rings each word in pink. */
export function wordSearchSvg(puzzle: WordSearch, title: string, answerKey: boolean): string {
  const cell = 62;
  const left = (PAGE_WIDTH - puzzle.size * cell) / 2;
  const top = 190;
  const cx = (col: number) => r(left + (col + 0.5) * cell);
  const cy = (row: number) => r(top + (row + 0.5) * cell);
  const parts: string[] = [
    `<rect x="${r(left - 12)}" y="${r(top - 12)}" width="${puzzle.size * cell + 24}" height="${puzzle.size * cell + 24}" rx="24" fill="none" stroke="${INK}" stroke-width="6"/>`,
  ];
  if (answerKey) {
    for (const p of puzzle.placements) {
      const end = p.word.length - 1;
      parts.push(
        `<line x1="${cx(p.col)}" y1="${cy(p.row)}" x2="${cx(p.col + p.direction[1] * end)}" y2="${cy(p.row + p.direction[0] * end)}" stroke="${ANSWER}" stroke-opacity="0.35" stroke-width="${r(cell * 0.72)}" stroke-linecap="round"/>`,
      );
    }
  }
  const letters = puzzle.grid.flatMap((row, ri) =>
    row.map((letter, ci) => text(cx(ci), r(cy(ri) + 13), 36, letter, 'font-weight="700"')),
  );
  parts.push(`<g>${letters.join("")}</g>`);
  const listTop = top + puzzle.size * cell + 70;
  const columns = 3;
  const words = puzzle.placements.map((p) => p.word);
  words.forEach((word, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns);
    const x = 160 + col * 265;
    const y = listTop + row * 44;
    parts.push(
      `<rect x="${x - 100}" y="${y - 26}" width="22" height="22" rx="4" fill="none" stroke="${INK}" stroke-width="3"/>`,
      `<text x="${x - 66}" y="${y - 6}" font-size="26" font-weight="700">${word}</text>`,
    );
  });
  return printablePage({
    title,
    instructions: answerKey
      ? "Every hidden word is circled in pink."
      : "Find each cozy word. Words go across, down, or slant down to the right.",
    answerKey,
    body: parts.join("\n"),
  });
}
