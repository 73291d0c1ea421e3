/**
 * The owner's settings that still hold example values (README, "Configuration at a glance").
 * Pure: `npm start` (scripts/dev/start.ts) passes in the settings and the origin the build used.
 */
export interface Placeholder {
  /** What the setting is, in the README's words. */
  setting: string;
  /** Where to change it. */
  where: string;
  value: string;
}

/** The values from src/config/site.ts (typed as plain strings, which the owner changes). */
export interface OwnerSettings {
  ownerEmail: string;
  shopUrl: string;
  messagingUrl: string;
  /** The public origin the build wrote into canonical links and the sitemap. */
  origin: string;
}

/** The messaging link the repository ships with: a number nobody answers. */
const EXAMPLE_MESSAGING_URL = "https://wa.me/10000000000";

/** Names reserved for examples and tests (RFC 2606, RFC 6761): no real site or mailbox lives there. */
const RESERVED_HOST = /(^|\.)(example|invalid|test|localhost|example\.(com|net|org))$/i;

function hostOf(value: string): string {
  const at = value.lastIndexOf("@");
  if (!value.includes("://") && at >= 0) return value.slice(at + 1);
  try {
    return new URL(value).hostname;
  } catch {
    return "";
  }
}

const isExampleAddress = (value: string) => RESERVED_HOST.test(hostOf(value.trim()).replace(/\.$/, ""));

export function placeholdersInUse(settings: OwnerSettings): Placeholder[] {
  const checks: [boolean, Omit<Placeholder, "value">, string][] = [
    [
      isExampleAddress(settings.ownerEmail),
      { setting: "Owner's email", where: "src/config/site.ts: ownerEmail" },
      settings.ownerEmail,
    ],
    [
      isExampleAddress(settings.shopUrl),
      { setting: "Shop link", where: "src/config/site.ts: shopUrl, shopName" },
      settings.shopUrl,
    ],
    [
      isExampleAddress(settings.messagingUrl) || settings.messagingUrl.trim() === EXAMPLE_MESSAGING_URL,
      { setting: "Messaging link", where: "src/config/site.ts: messagingUrl, messagingName" },
      settings.messagingUrl,
    ],
    [
      isExampleAddress(settings.origin),
      { setting: "Public origin", where: "VITE_SITE_URL at build time, else src/config/site.ts: url" },
      settings.origin,
    ],
  ];
  return checks.filter(([inUse]) => inUse).map(([, about, value]) => ({ ...about, value }));
}

/** The lines `npm start` prints for them: one a setting, then what to do. Empty when there are none. */
export function placeholderWarning(placeholders: Placeholder[]): string[] {
  const count = placeholders.length;
  if (count === 0) return [];
  const head = count === 1 ? "1 setting still holds its example value" : `${count} settings still hold example values`;
  return [
    `Warning: ${head}, which visitors will see:`,
    ...placeholders.map((p) => `  - ${p.setting}: ${p.value} (set in ${p.where})`),
    `  Set real values and rebuild before the site goes public (README, "Configuration at a glance"). Starting anyway.`,
  ];
}
