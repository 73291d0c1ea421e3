/** The web app manifest, made from the site's configuration (src/config/site.ts) at build time. */
export function webManifest(siteName: string) {
  const icon = (name: string, size: number, purpose: "any" | "maskable") => ({
    src: `/icons/${name}-${size}.png`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  return {
    name: siteName,
    short_name: "Space Station",
    description: "A cozy corner for little ones at heart: games, printables and gentle reading, online or off.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#130f33",
    theme_color: "#1b1640",
    icons: [
      icon("icon", 192, "any"),
      icon("icon", 512, "any"),
      icon("maskable", 192, "maskable"),
      icon("maskable", 512, "maskable"),
    ],
  };
}
