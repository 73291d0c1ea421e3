import type { DotToDot, Point } from "./dot-to-dot.ts";
import { ANSWER, INK, printablePage, r } from "./page.ts";

const head = { x: 425, y: 650, rx: 255, ry: 215 };
const onHead = (degrees: number): Point => {
  const a = (degrees * Math.PI) / 180;
  return { x: r(head.x + head.rx * Math.cos(a)), y: r(head.y + head.ry * Math.sin(a)) };
};

/**
 * A sleepy cat's head, as the outline the dots follow (clockwise from the left cheek): an oval with
 * two pointed ears. Angles are on the oval, measured clockwise from the right with y pointing down.
 */
export const CAT_OUTLINE: readonly Point[] = [
  onHead(198),
  { x: 178, y: 517 },
  { x: 185, y: 450 },
  { x: 200, y: 335 },
  { x: 250, y: 385 },
  onHead(240),
  onHead(256),
  onHead(270),
  onHead(284),
  onHead(300),
  { x: 600, y: 385 },
  { x: 650, y: 335 },
  { x: 665, y: 450 },
  { x: 672, y: 517 },
  onHead(342),
  ...[0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176].map((d) => onHead(d === 0 ? 358 : d)),
];

/** The face, drawn on both pages so the finished outline becomes a friendly cat. */
const FACE = [
  `<g fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">`,
  `<path d="M320 610Q345 632 370 610M480 610Q505 632 530 610"/>`,
  `<path d="M410 668H440L425 686Z" fill="#ffffff"/>`,
  `<path d="M425 686V700M425 700Q408 722 390 708M425 700Q442 722 460 708"/>`,
  `<path d="M300 680H220M302 700L228 720M550 680H630M548 700L622 720"/>`,
  `</g>`,
].join("");

export function dotToDotSvg(puzzle: DotToDot, title: string, answerKey: boolean): string {
  const parts: string[] = [FACE];
  if (answerKey) {
    const d = puzzle.dots.map((p, i) => `${i === 0 ? "M" : "L"}${r(p.x)} ${r(p.y)}`).join("") + "Z";
    parts.push(`<path d="${d}" fill="none" stroke="${ANSWER}" stroke-width="8" stroke-linejoin="round"/>`);
  }
  for (const dot of puzzle.dots) {
    parts.push(`<circle cx="${r(dot.x)}" cy="${r(dot.y)}" r="${dot.number === 1 ? 11 : 7}" fill="${INK}"/>`);
    parts.push(
      `<text x="${r(dot.label.x)}" y="${r(dot.label.y + 7)}" font-size="20" font-weight="800" text-anchor="middle">${dot.number}</text>`,
    );
  }
  return printablePage({
    title,
    instructions: answerKey
      ? "Joined in order, the dots make a sleepy cat."
      : `Join the dots from 1 to ${puzzle.dots.length}, then back to 1. Who is it?`,
    answerKey,
    body: parts.join("\n"),
  });
}
