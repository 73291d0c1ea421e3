/**
 * The avatar pictures a member may choose (public/avatars/<id>.svg, drawn for this site). Shared
 * by the account page and the embedded auth service, which stores `user_metadata.avatar_url` only
 * when it is one of these paths: nothing a member sends is ever an image or another site's URL.
 * Pure: no React, no DOM.
 */
export const AVATARS = [
  { id: "moon", label: "Sleepy moon" },
  { id: "star", label: "Smiling star" },
  { id: "cloud", label: "Soft cloud" },
  { id: "bear", label: "Teddy bear" },
  { id: "bunny", label: "Bunny" },
  { id: "kitten", label: "Kitten" },
  { id: "planet", label: "Ringed planet" },
  { id: "rocket", label: "Little rocket" },
  { id: "whale", label: "Whale" },
  { id: "owl", label: "Owl" },
  { id: "duck", label: "Duckling" },
  { id: "sun", label: "Sunny" },
] as const;

export type AvatarId = (typeof AVATARS)[number]["id"];

export function avatarPath(id: AvatarId): string {
  return `/avatars/${id}.svg`;
}

const PATHS = new Set<string>(AVATARS.map((a) => avatarPath(a.id)));

/** True for the same-origin path of one of the site's avatars, and for nothing else. */
export function isAvatarPath(value: unknown): value is string {
  return typeof value === "string" && PATHS.has(value);
}

/** The avatar a path names, for its label. */
export function avatarByPath(path: string | undefined): (typeof AVATARS)[number] | undefined {
  return AVATARS.find((a) => avatarPath(a.id) === path);
}
