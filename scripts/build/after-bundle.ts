/**
 * The build's steps after React Router's bundle and pre-render, in one process and in this order:
 * the sitemap, the pages' script priority, the studio's quick start, the service worker and offline page, then the
 * compressed twins. One process rather than four: each start of tsx costs 1-2 s of CPU, and
 * `npm test` builds three times. Each step reads BUILD_DIR and its other settings on import.
 */
await import("./write-sitemap.ts");
await import("./lower-script-priority.ts");
await import("./studio-quick-start.ts");
await import("./service-worker/build.ts");
await import("./precompress.ts");

// A module, so that its top-level awaits are allowed.
export {};
