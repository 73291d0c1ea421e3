export type Encoding = "br" | "gzip" | "identity";

/** Server preference when the client rates several encodings equally. */
const preference: readonly Encoding[] = ["br", "gzip", "identity"];

/**
 * Picks the representation to send from an `Accept-Encoding` header (RFC 9110 §12.5.3),
 * among the encodings this file has. Identity is always available: even when a client
 * refuses it, an uncompressed body is a better answer than 406 for a static site.
 */
export function chooseEncoding(header: string | undefined, available: ReadonlySet<Encoding>): Encoding {
  if (!header) return "identity";
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  // Unlisted identity stays acceptable but ranks below anything the client did list.
  const weightOf = (encoding: Encoding): number =>
    weights.get(encoding) ?? weights.get("*") ?? (encoding === "identity" ? 0.001 : 0);

  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const encoding of preference) {
    if (encoding !== "identity" && !available.has(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
