/** What a game says when a round ends; the end card words and draws it the same for every game. */
export interface EndCardContent {
  readonly outcome: "won" | "lost" | "over";
  /** "You won!", "Game over". */
  readonly title: string;
  /** The result in words, one line each: "Score: 12", "Moves: 18", "Time: 1:04". */
  readonly lines: readonly string[];
  /** The best in words ("Best: 40 points"), when the game keeps one. */
  readonly best?: string;
  /** Whether this round beat the best: the card says so. */
  readonly newBest: boolean;
  /** "Play again". */
  readonly playAgainLabel: string;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A line of text: its centre's y and its font size, in the board's logical units. */
export interface TextRow {
  readonly y: number;
  readonly fontSize: number;
}

export interface EndCardLayout {
  readonly card: Box & { readonly radius: number };
  /** The widest a line of text may be inside the card. */
  readonly textWidth: number;
  readonly title: TextRow;
  readonly lines: readonly TextRow[];
  readonly best: TextRow | null;
  /** The "New best!" badge: a pill around its text. */
  readonly badge: (Box & { readonly fontSize: number }) | null;
  readonly button: Box & { readonly radius: number; readonly fontSize: number };
  /** Width of the card's border and of the button's ring. */
  readonly stroke: number;
}

/**
 * Whether (x, y) is on a button drawn in `box`, taken as at least `minSide` across around its
 * middle: drawn to a small board's scale, the button can be smaller than a finger.
 */
export function onTarget(box: Box, x: number, y: number, minSide = 0): boolean {
  const halfWidth = Math.max(box.width, minSide) / 2;
  const halfHeight = Math.max(box.height, minSide) / 2;
  return Math.abs(x - (box.x + box.width / 2)) <= halfWidth && Math.abs(y - (box.y + box.height / 2)) <= halfHeight;
}

/** Heights as shares of the board's shorter side; the stack shrinks as a whole when it would not fit. */
const SIZES = { title: 0.1, line: 0.058, best: 0.052, badge: 0.048, button: 0.06 };
const LINE_GAP = 1.45;

/**
 * Where everything on the end card goes for a board of `size` logical units: a card centred on
 * the board, no wider than it with a margin, and a stack of rows that always fits its height.
 * Boards are scaled to fit the page, so sizes follow the board, never the screen.
 */
export function endCardLayout(
  size: { readonly width: number; readonly height: number },
  content: Pick<EndCardContent, "lines" | "best" | "newBest">,
): EndCardLayout {
  const unit = Math.min(size.width, size.height);
  const pad = unit * 0.06;
  const hasBest = content.best !== undefined && content.best !== "";

  // Heights at full size, top to bottom, with the gaps between rows.
  const title = unit * SIZES.title;
  const line = unit * SIZES.line;
  const best = unit * SIZES.best;
  const badge = unit * SIZES.badge;
  const buttonFont = unit * SIZES.button;
  const buttonHeight = buttonFont * 2.3;
  const rows: { kind: "title" | "line" | "best" | "badge" | "button"; height: number; gapBefore: number }[] = [
    { kind: "title", height: title * 1.2, gapBefore: 0 },
  ];
  content.lines.forEach((_, i) =>
    rows.push({ kind: "line", height: line * LINE_GAP, gapBefore: i === 0 ? title * 0.35 : 0 }),
  );
  if (hasBest) rows.push({ kind: "best", height: best * LINE_GAP, gapBefore: line * 0.4 });
  if (content.newBest) rows.push({ kind: "badge", height: badge * 2, gapBefore: best * 0.3 });
  rows.push({ kind: "button", height: buttonHeight, gapBefore: title * 0.45 });

  const natural = rows.reduce((sum, row) => sum + row.gapBefore + row.height, 0);
  const maxCardHeight = size.height * 0.92;
  const fit = Math.min(1, (maxCardHeight - 2 * pad) / natural);
  const cardHeight = natural * fit + 2 * pad;
  const cardWidth = Math.min(size.width * 0.88, unit * 1.3);
  const card = {
    x: (size.width - cardWidth) / 2,
    y: (size.height - cardHeight) / 2,
    width: cardWidth,
    height: cardHeight,
    radius: unit * 0.05,
  };

  let y = card.y + pad;
  const centres: number[] = [];
  for (const row of rows) {
    y += row.gapBefore * fit;
    centres.push(y + (row.height * fit) / 2);
    y += row.height * fit;
  }
  const at = (kind: string) => centres[rows.findIndex((row) => row.kind === kind)]!;
  const lineRows = rows.flatMap((row, i) => (row.kind === "line" ? [{ y: centres[i]!, fontSize: line * fit }] : []));

  const badgeFont = badge * fit;
  const badgeWidth = badgeFont * 7;
  const buttonWidth = Math.min(cardWidth - 2 * pad, Math.max(unit * 0.42, buttonFont * fit * 8));
  const buttonY = at("button") - (buttonHeight * fit) / 2;
  return {
    card,
    textWidth: cardWidth - 2 * pad,
    title: { y: at("title"), fontSize: title * fit },
    lines: lineRows,
    best: hasBest ? { y: at("best"), fontSize: best * fit } : null,
    badge: content.newBest
      ? {
          x: size.width / 2 - badgeWidth / 2,
          y: at("badge") - badgeFont,
          width: badgeWidth,
          height: badgeFont * 2,
          fontSize: badgeFont,
        }
      : null,
    button: {
      x: size.width / 2 - buttonWidth / 2,
      y: buttonY,
      width: buttonWidth,
      height: buttonHeight * fit,
      radius: (buttonHeight * fit) / 2,
      fontSize: buttonFont * fit,
    },
    stroke: Math.max(1, unit * 0.008),
  };
}
