import styled from "@emotion/styled";
import { BookOpen, Gamepad2, Images, Palette } from "lucide-react";
import { games } from "../../games/index";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { ButtonLink } from "../components/button-links";
import { FourCards } from "../components/FourCards";
import { Panel } from "../components/Panel";
import { exploreGamesText } from "../content/games-in-words";

const areas = [
  {
    to: "/blog",
    icon: BookOpen,
    title: "Blog",
    text: "Warm, honest articles about littlespace: what it is, bedtime rituals, cozy decor and gentle self-discovery.",
    link: "Visit the Blog",
  },
  {
    to: "/gallery",
    icon: Images,
    title: "Gallery",
    text: "Wholesome memes, cozy room inspiration and happy little randomness to brighten your day.",
    link: "Open the Gallery",
  },
  {
    to: "/activities",
    icon: Palette,
    title: "Activities",
    text: "Printable coloring pages, mazes and puzzles. Download, print, and color to your heart's content.",
    link: "Find Activities",
  },
  {
    to: "/games",
    icon: Gamepad2,
    title: "Games",
    text: exploreGamesText(games.length),
    link: "Play Games",
  },
] as const;

const Next = styled(Panel)`
  margin-top: 40px;
  p {
    color: var(--text-muted);
    max-width: 60ch;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

export default function ExplorePage() {
  return (
    <>
      <Seo
        title="Explore"
        description="Explore Little Space Station: the blog, the image gallery, printable activities and browser games."
        path="/explore"
      />
      <PageHeader title="Explore Your Little Space">
        Find your way around: the blog, the gallery, printable activities and our games.
      </PageHeader>
      <FourCards>
        {areas.map(({ to, icon: Icon, title, text, link }) => (
          <li key={to}>
            <Icon aria-hidden size={32} color="var(--mint)" />
            <h2>{title}</h2>
            <p>{text}</p>
            <ButtonLink to={to}>{link}</ButtonLink>
          </li>
        ))}
      </FourCards>
      <Next aria-labelledby="whats-next">
        <h2 id="whats-next">What&apos;s Next?</h2>
        <p>
          New here? Start with our beginner&apos;s guide on the blog, then pick a coloring page to unwind with. There is
          no right or wrong way to enjoy your little space.
        </p>
        <div>
          <ButtonLink to="/blog">Read the Blog</ButtonLink>
          <ButtonLink to="/activities">Try an Activity</ButtonLink>
        </div>
      </Next>
    </>
  );
}
