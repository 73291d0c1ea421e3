import { games } from "../../games/index";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { KeptPagesList } from "../offline/KeptPagesList";

/**
 * "You're offline": what the service worker answers for a page it does not have, with what
 * still works. Links are plain <a>: in the fallback copy there is no router to follow them.
 */
export default function OfflinePage() {
  return (
    <>
      <Seo
        title="You're offline"
        description="No connection right now. The games and the pages you've opened still work."
        path="/offline"
        noindex
      />
      <PageHeader title="You're offline">
        This page isn&apos;t saved on this device yet. The games and the pages you&apos;ve already opened still work;
        everything else comes back when you&apos;re connected.
      </PageHeader>
      <h2>Games you can play</h2>
      <ul>
        {games.map((game) => (
          <li key={game.id}>
            <a href={`/games/${game.id}`}>{game.title}</a>
          </li>
        ))}
      </ul>
      <h2>Pages you&apos;ve opened</h2>
      <KeptPagesList />
      <p>
        <a href="/">Back to Home</a>
      </p>
    </>
  );
}
