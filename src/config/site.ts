/**
 * Everything that names the site or its owner. Change it here and nowhere else.
 * `url` is the public origin used for canonical links, Open Graph and the sitemap;
 * VITE_SITE_URL overrides it at build time.
 */
export const site = {
  name: "Little Space Station",
  tagline: "A cozy, safe-for-work corner of the internet for adult age regressors.",
  url: (import.meta.env?.VITE_SITE_URL as string | undefined) ?? "https://littlespacestation.example",
  ownerEmail: "hello@littlespacestation.example",
  shopUrl: "https://shop.littlespacestation.example",
  shopName: "the Little Space Station shop",
  messagingUrl: "https://wa.me/10000000000",
  messagingName: "WhatsApp",
  copyrightYear: 2025,
  locale: "en_US",
} as const;

export type Site = typeof site;
