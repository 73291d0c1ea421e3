/**
 * The member's copy of their data ('Download my data'): the account and every best, as the
 * service holds them. Pure, so a test can read exactly what a member receives.
 */
import { findGame } from "../../../games/index";
import { allBestRows } from "../../bests/rows";
import { speedLabel, speedOfKey, speedPercent } from "../../bests/speed";
import { downloadBlob } from "../../components/download-blob";
import { site } from "../../config/site";
import { avatarUrl, displayName } from "../client/display-name";

interface ExportUser {
  id: string;
  email?: string | null;
  created_at?: string | null;
  last_sign_in_at?: string | null;
  user_metadata?: { nickname?: unknown; avatar_url?: unknown } | null;
  /** A new address asked for and not yet confirmed from both addresses, and when its links went out. */
  new_email?: string | null;
  email_change_sent_at?: string | null;
  /** Second factors as the service lists them (never their secrets). */
  factors?: { id: string; friendly_name?: string; factor_type: string; status: string; created_at: string }[];
}

interface BestRow {
  game_id: string;
  best: number;
  lower_is_better: boolean;
  achieved_at: string;
}

/** A contest entry as the member's copy lists it (the picture itself stays on the site). */
export interface ExportedEntry {
  id: string;
  title: string | null;
  page_id: string | null;
  state: string;
  winner: boolean;
  decline_reason: string | null;
  /** Off the wall: `reports` until a moderator looks, `moderator` with its reason. */
  hidden?: string | null;
  hidden_reason?: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface ExportedData {
  exported_at: string;
  site: string;
  account: {
    id: string;
    email: string;
    nickname: string;
    avatar: string | null;
    created_at: string | null;
    last_sign_in_at: string | null;
    second_factors: { id: string; name: string; type: string; status: string; created_at: string }[];
    /** Present while a change of address waits for its confirmations. */
    pending_email?: { address: string; requested_at: string | null };
  };
  /** `speed_percent` below 100: a best made at a slower game speed, kept apart from the full-speed one. */
  bests: (BestRow & { game: string; speed_percent: number })[];
  contest_entries: ExportedEntry[];
  /** The public profile the database keeps (the nickname others see, the guidelines agreed to). */
  profile?: ExportedProfile | null;
  /** Reports the member sent on contest entries (never anyone else's, nor who else reported). */
  contest_reports_sent?: {
    entry_id: string;
    title: string | null;
    reason: string;
    note: string | null;
    created_at: string;
    looked_at: string | null;
  }[];
  /** The coloring studio's pictures kept in the account: each version's picture, history and own colours. */
  studio_pictures?: {
    page_id: string;
    version: string;
    changed_at: string;
    kept_copy: boolean;
    picture: unknown;
  }[];
  /** The sticker book: each sticker with the day it was earned. */
  stickers?: { sticker_id: string; earned_at: string }[];
  /** Stickers given to pictures on the wall, and those the member's own pictures received (by nickname). */
  wall_reactions?: { given: ExportedReaction[]; received: ExportedReaction[] };
}

export interface ExportedReaction {
  entry_id: string;
  sticker_id: string;
  created_at: string;
  nickname?: string;
  title?: string | null;
}

export interface ExportedProfile {
  nickname: string;
  needs_nickname: boolean;
  nickname_reason: string | null;
  guidelines_version: string | null;
  guidelines_agreed_at: string | null;
}

function gameTitle(gameId: string): string {
  const game = findGame(gameId.split(":")[0]!);
  const row = game && allBestRows(game.id, game.best, game.adjustableSpeed, game.modes).find((r) => r.key === gameId);
  if (!game || !row) return gameId;
  const notes = [
    row.variant,
    row.mode ? `${row.mode.label} mode` : undefined,
    row.speed === 1 ? undefined : `at ${speedLabel(row.speed)}`,
  ].filter(Boolean);
  return notes.length > 0 ? `${game.title} (${notes.join(", ")})` : game.title;
}

export function buildExport(
  user: ExportUser,
  rows: readonly BestRow[],
  now: Date,
  entries: readonly ExportedEntry[] = [],
  profile: ExportedProfile | null = null,
): ExportedData {
  return {
    exported_at: now.toISOString(),
    site: site.name,
    account: {
      id: user.id,
      email: user.email ?? "",
      nickname: displayName(user),
      avatar: avatarUrl(user) ?? null,
      created_at: user.created_at ?? null,
      last_sign_in_at: user.last_sign_in_at ?? null,
      second_factors: (user.factors ?? []).map((f) => ({
        id: f.id,
        name: f.friendly_name ?? "",
        type: f.factor_type,
        status: f.status,
        created_at: f.created_at,
      })),
      ...(user.new_email
        ? { pending_email: { address: user.new_email, requested_at: user.email_change_sent_at ?? null } }
        : {}),
    },
    bests: rows.map((row) => ({
      game_id: row.game_id,
      game: gameTitle(row.game_id),
      best: row.best,
      speed_percent: speedPercent(speedOfKey(row.game_id)),
      lower_is_better: row.lower_is_better,
      achieved_at: row.achieved_at,
    })),
    contest_entries: entries.map((e) => ({ ...e })),
    profile,
  };
}

/** The file's name: the site's, the word "data" and the day, with nothing personal in it. */
export function exportFileName(now: Date): string {
  return `little-space-station-my-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Hands the JSON to the browser as a download, without a round trip to the server. */
export function downloadJson(data: ExportedData, fileName: string): void {
  downloadBlob(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" }), fileName);
}
