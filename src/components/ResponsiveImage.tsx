import styled from "@emotion/styled";
import { findImage } from "../content/images";

interface ResponsiveImageProps {
  /** Asset id, e.g. "coloring/moon-bunny". */
  id: string;
  alt: string;
  /** The `sizes` attribute: how wide the picture shows at each screen width. */
  sizes: string;
  /** The page's largest picture, in view at load: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}

const Missing = styled.span`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  padding: 12px;
  border: 2px dashed #8a7fc4;
  border-radius: var(--radius-small);
  /* Dark on light: the frame may sit on a white picture card or on the night sky. */
  background: #f4f0ff;
  color: #2f2760;
  font-size: 0.9rem;
  text-align: center;
`;

/**
 * A picture from the asset manifest: AVIF and WebP thumbnails for the browser to choose from,
 * with the intrinsic width and height so the page keeps its place while it loads.
 */
export function ResponsiveImage({ id, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const asset = findImage(id);
  if (!asset) {
    return (
      <Missing role="img" aria-label={alt} className={className}>
        {alt}
      </Missing>
    );
  }
  const srcset = (type: string) =>
    asset.variants
      .filter((v) => v.type === type)
      .map((v) => `${v.src} ${v.width}w`)
      .join(", ");
  const webp = asset.variants.filter((v) => v.type === "image/webp");
  const fallback = webp[webp.length - 1] ?? asset.full;
  return (
    <picture>
      {asset.variants.some((v) => v.type === "image/avif") ? (
        <source type="image/avif" srcSet={srcset("image/avif")} sizes={sizes} />
      ) : null}
      {webp.length > 0 ? <source type="image/webp" srcSet={srcset("image/webp")} sizes={sizes} /> : null}
      <img
        className={className}
        src={fallback.src}
        alt={alt}
        width={asset.full.width}
        height={asset.full.height}
        loading={priority ? "eager" : "lazy"}
        // The page's main picture is decoded before the frame that shows it: it appears with the
        // first paint instead of popping in a frame or two later (and the largest paint is the first).
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
