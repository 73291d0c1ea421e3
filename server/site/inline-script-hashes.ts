import { createHash } from "node:crypto";

// Attribute values may be quoted and contain ">", so the tag's attributes are matched token by token.
const scriptElement = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /(?:^|\s)src\s*=/i;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** Data blocks such as JSON-LD never execute, so they need no hash. */
function isExecutable(attributes: string): boolean {
  const match = typeAttribute.exec(attributes);
  if (!match) return true;
  const type = (match[1] ?? match[2] ?? match[3] ?? "").trim().toLowerCase();
  return type === "" || type === "module" || type.includes("javascript") || type.includes("ecmascript");
}

/**
 * The CSP source expressions ('sha256-...') that allow exactly the inline scripts of one HTML
 * document. A script element's content is raw text (no entity decoding), so the hash is over
 * the bytes between the tags, after the HTML parser's newline normalisation (CR LF -> LF).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes) || !isExecutable(attributes)) continue;
    const text = content.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
