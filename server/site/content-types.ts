import path from "node:path";

export interface ContentType {
  type: string;
  /** Worth precompressing: text formats. Images, audio and woff2 are compressed already. */
  compressible: boolean;
}

const text = (type: string): ContentType => ({ type: `${type}; charset=utf-8`, compressible: true });
const binary = (type: string): ContentType => ({ type, compressible: false });

const byExtension: Record<string, ContentType> = {
  ".html": text("text/html"),
  ".js": text("text/javascript"),
  ".mjs": text("text/javascript"),
  ".css": text("text/css"),
  ".json": text("application/json"),
  ".map": text("application/json"),
  ".webmanifest": text("application/manifest+json"),
  ".xml": text("application/xml"),
  ".txt": text("text/plain"),
  ".svg": text("image/svg+xml"),
  ".woff2": binary("font/woff2"),
  ".woff": binary("font/woff"),
  ".png": binary("image/png"),
  ".jpg": binary("image/jpeg"),
  ".jpeg": binary("image/jpeg"),
  ".gif": binary("image/gif"),
  ".webp": binary("image/webp"),
  ".avif": binary("image/avif"),
  ".ico": binary("image/x-icon"),
  ".mp3": binary("audio/mpeg"),
  ".ogg": binary("audio/ogg"),
  ".oga": binary("audio/ogg"),
  ".wav": binary("audio/wav"),
  ".webm": binary("audio/webm"),
  ".m4a": binary("audio/mp4"),
  ".mp4": binary("video/mp4"),
  ".pdf": binary("application/pdf"),
  ".wasm": binary("application/wasm"),
};

const unknown = binary("application/octet-stream");

export function contentTypeFor(filePath: string): ContentType {
  return byExtension[path.extname(filePath).toLowerCase()] ?? unknown;
}
