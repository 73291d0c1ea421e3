import { ChunkNotice } from "./ChunkNotice";

/** The root error screen's words when a page's code did not arrive: calm, with a retry. */
export function ChunkErrorScreen() {
  return (
    <>
      <h1>This page is taking a break</h1>
      <ChunkNotice what="This page" onRetry={() => window.location.reload()} />
      <p>
        <a href="/">Back to Home</a> · <a href="/games">Play a game</a>
      </p>
    </>
  );
}
