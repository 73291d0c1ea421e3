import styled from "@emotion/styled";
import { stickerArt } from "../art";
import type { Sticker } from "../catalogue";

const Img = styled.img`
  display: block;
  width: var(--sticker-size, 96px);
  height: var(--sticker-size, 96px);
  /* Not earned yet: a soft, faded shadow of the picture; a surprise shows only its round shape. */
  &[data-earned="false"] {
    filter: grayscale(1) brightness(1.5) contrast(0.4);
    opacity: 0.3;
  }
  &[data-earned="false"][data-surprise] {
    filter: brightness(0) invert(1);
    opacity: 0.22;
  }
`;

/** A sticker's picture: in colour once earned, a soft silhouette before. Decorative: its name is beside it. */
export function StickerArt({ sticker, earned, size = 96 }: { sticker: Sticker; earned: boolean; size?: number }) {
  const art = stickerArt(sticker.art);
  const webp = art?.variants.filter((v) => v.type === "image/webp") ?? [];
  const small = webp.find((v) => v.width >= size) ?? webp.at(-1);
  return (
    <Img
      src={small?.src ?? art?.full.src}
      srcSet={webp.map((v) => `${v.src} ${v.width}w`).join(", ") || undefined}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-earned={earned ? "true" : "false"}
      data-surprise={sticker.surprise ? "" : undefined}
      style={{ "--sticker-size": `${size}px` } as React.CSSProperties}
    />
  );
}
