/**
 * The printable page every generated puzzle sits on: portrait letter (850x1100 units), white, a title and
 * one line of instructions at the top, in the site's Nunito, dark on light.
 */
export const PAGE_WIDTH = 850;
export const PAGE_HEIGHT = 1100;
export const FONT = "Nunito, Arial, sans-serif";
export const INK = "#1b1640";
/** The answer-key highlight: a strong pink that still prints dark enough on a grey-scale printer. */
export const ANSWER = "#d6336c";

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function text(x: number, y: number, size: number, content: string, extra = ""): string {
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle"${extra ? ` ${extra}` : ""}>${escapeXml(content)}</text>`;
}

export interface PageOptions {
  readonly title: string;
  readonly instructions: string;
  readonly answerKey: boolean;
  readonly body: string;
}

export function printablePage({ title, instructions, answerKey, body }: PageOptions): string {
  const heading = answerKey ? `${title}: Answer Key` : title;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}" font-family="${FONT}" fill="${INK}">`,
    `<title>${escapeXml(heading)}</title>`,
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="#ffffff"/>`,
    text(PAGE_WIDTH / 2, 92, 46, heading, 'font-weight="800"'),
    text(PAGE_WIDTH / 2, 140, 24, instructions),
    body,
    `</svg>`,
  ].join("\n");
}

/** Rounds to 0.1 unit: keeps the SVG short and the output identical across platforms. */
export const r = (n: number) => Math.round(n * 10) / 10;
