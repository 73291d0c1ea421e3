/**
 * A piece of code the page asked for did not arrive: no connection, or the file went away
 * with a deploy while this tab was open. Each browser words it its own way.
 */
const chunkFailure =
  /failed to fetch dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css|loading (css )?chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return chunkFailure.test(message);
}
