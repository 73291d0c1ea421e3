import { site } from "../config/site";

interface SeoProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The canonical path of this page, starting with "/". */
  path: string;
  /** Game pages read '{title} - Fun Games'. */
  kind?: "page" | "game" | "article";
  image?: string;
  noindex?: boolean;
}

export function pageTitle(title: string, kind: SeoProps["kind"] = "page"): string {
  return kind === "game" ? `${title} - Fun Games | ${site.name}` : `${title} | ${site.name}`;
}

/**
 * Per-page metadata as React 19 elements: React hoists them into <head>, in the pre-rendered
 * HTML and on client navigation alike, so no head library is needed.
 */
export function Seo({ title, description, path, kind = "page", image = "/og-image.png", noindex }: SeoProps) {
  const fullTitle = pageTitle(title, kind);
  const url = new URL(path, site.url).href;
  const imageUrl = new URL(image, site.url).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={kind === "article" ? "article" : "website"} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={`${site.name}: a pink planet and stars in a night sky`} />
      <meta property="og:locale" content={site.locale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
