/**
 * How a member's pictures are named in the studio-pictures bucket: `<user id>/<page>.<version>.json`
 * with its thumbnail beside it as `.png`. A version is the change's time and a random tag, both
 * base 36, so the names alone say which version is newest (no download to compare) and two devices
 * never write the same name.
 */
export const PICTURES_BUCKET = "studio-pictures";

export interface Version {
  readonly page: string;
  /** `<time>-<tag>`, as in the object's name. */
  readonly rev: string;
  /** When the change it holds was made (the device's clock), ms since 1970. */
  readonly savedAt: number;
}

const NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z0-9]{1,12})-([a-z0-9]{1,12})\.json$/;

export function newRev(savedAt: number, random: () => number = Math.random): string {
  const tag = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, "0");
  return `${Math.max(0, Math.floor(savedAt)).toString(36)}-${tag}`;
}

export const pictureName = (member: string, page: string, rev: string) => `${member}/${page}.${rev}.json`;
export const thumbnailName = (member: string, page: string, rev: string) => `${member}/${page}.${rev}.png`;

/** A listed object's version, or null for a thumbnail, another member's folder or a stray name. */
export function parseName(member: string, name: string): Version | null {
  if (!name.startsWith(`${member}/`)) return null;
  const match = NAME.exec(name.slice(member.length + 1));
  if (!match) return null;
  return { page: match[1]!, rev: `${match[2]}-${match[3]}`, savedAt: parseInt(match[2]!, 36) };
}

/** Newest change first; the same time (two devices in one millisecond) is ordered by the tag. */
export const newestFirst = (a: Version, b: Version) => b.savedAt - a.savedAt || (a.rev < b.rev ? 1 : -1);
