/**
 * Turns one of our Markdown files (YAML front matter + body) into safe HTML at build time.
 * Used by the Vite plugin (articles, legal pages) and by unit tests; no browser code ships it.
 */
import MarkdownIt from "markdown-it";
import anchor from "markdown-it-anchor";
import { parse as parseYaml } from "yaml";

export type Tokens = Readonly<Record<string, string>>;

export interface CompiledMarkdown {
  meta: Record<string, string>;
  html: string;
  /** The body's sections (its `##` headings, with the ids their anchors carry): an article's contents. */
  sections: { id: string; title: string }[];
  /** The body's words, for its reading time. */
  words: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** `{{siteName}}` -> tokens.siteName; an unknown token is an error, not silent text on the page. */
export function replaceTokens(text: string, tokens: Tokens, file = "markdown"): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`${file}: unknown token {{${name}}}`);
    return value;
  });
}

export function splitFrontMatter(source: string, file = "markdown"): { meta: Record<string, string>; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { meta: {}, body: source };
  const parsed: unknown = parseYaml(match[1]!);
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new Error(`${file}: front matter must be "key: value" lines`);
  }
  const meta: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    // YAML reads 2025-07-14 as a Date; pages want the text as written.
    meta[key] = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  }
  return { meta, body: source.slice(match[0].length) };
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&[a-z]+;/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");

function createRenderer(siteUrl: string): InstanceType<typeof MarkdownIt> {
  // html: false escapes any raw HTML in a file, so no script or iframe can reach the page.
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
  md.use(anchor, { slugify, tabIndex: false });
  const siteOrigin = new URL(siteUrl).origin;
  const isExternal = (href: string) => /^https?:\/\//i.test(href) && new URL(href).origin !== siteOrigin;

  // Rendering is synchronous, so one stack pairs each link's opening with its closing.
  const openLinks: boolean[] = [];
  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    const external = isExternal(String(token.attrGet("href") ?? ""));
    openLinks.push(external);
    if (external) {
      token.attrSet("target", "_blank");
      token.attrSet("rel", "noopener noreferrer");
    }
    return self.renderToken(tokens, idx, options);
  };
  md.renderer.rules.link_close = (tokens, idx, options, _env, self) => {
    const hint = openLinks.pop() ? '<span class="visually-hidden"> (opens another website in a new tab)</span>' : "";
    return hint + self.renderToken(tokens, idx, options);
  };
  return md;
}

export function compileMarkdown(source: string, tokens: Tokens, file = "markdown"): CompiledMarkdown {
  const { meta, body } = splitFrontMatter(replaceTokens(source, tokens, file), file);
  const md = createRenderer(tokens.siteUrl ?? "https://example.invalid");
  const env = {};
  const parsed = md.parse(body, env);
  const html = md.renderer.render(parsed, md.options, env);
  const sections: CompiledMarkdown["sections"] = [];
  let words = 0;
  parsed.forEach((token, i) => {
    if (token.type === "inline") words += token.content.split(/\s+/).filter(Boolean).length;
    // The anchor plugin has set each heading's id by the time parse returns.
    if (token.type === "heading_open" && token.tag === "h2") {
      const title = parsed[i + 1]?.children?.map((child) => child.content).join("") ?? "";
      sections.push({ id: String(token.attrGet("id") ?? ""), title });
    }
  });
  return { meta, html, sections, words };
}
