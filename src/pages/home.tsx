import styled from "@emotion/styled";
import { BookHeart, Mail, Palette, Sparkles } from "lucide-react";
import { site } from "../config/site";
import { contestMailto } from "../components/ContestLinks";
import { ContestFacts } from "../contest/ContestFacts";
import { ContestWinner } from "../contest/ContestWinner";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { Seo } from "../components/Seo";
import { SpaceScene } from "../components/SpaceScene/SpaceScene";
import { ButtonAnchor, ButtonLink, ExternalButton } from "../components/button-links";
import { CardGrid } from "../components/CardGrid";
import { Panel } from "../components/Panel";
import { StationLifeSlot } from "../home/StationLifeSlot";

/** Three cards: one column, or all three side by side, never two and a leftover. */
const Features = styled(CardGrid)`
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 720px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Hero = styled.header`
  h1 {
    margin: 0.5rem 0 0.5rem;
  }
  p {
    max-width: 60ch;
    margin: 0 0 8px;
    color: var(--text-muted);
    font-size: 1.15rem;
  }
`;

const Start = styled.p`
  margin: 0 0 40px;
`;

const features = [
  {
    to: "/blog",
    icon: BookHeart,
    title: "Understanding Littlespace",
    text: "Gentle articles on what age regression is (and isn't), bedtime rituals, cozy corners and finding your way.",
    link: "Read the Blog",
  },
  {
    to: "/activities",
    icon: Palette,
    title: "Fun Activities",
    text: "Printable coloring pages, mazes and puzzles to download, color and enjoy at your own pace.",
    link: "Find Activities",
  },
  {
    to: "/self-help",
    icon: Sparkles,
    title: "Self-Help Tools",
    text: "Kind graphics, worksheets and charts for calmer days: mood trackers, routines, coping menus and more.",
    link: "Open Self-Help Tools",
  },
] as const;

const Contest = styled(Panel)`
  margin-top: 40px;
  display: grid;
  gap: 24px;
  align-items: center;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 220px;
  }
  p {
    color: var(--text-muted);
    max-width: 60ch;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: var(--radius-small);
    background: #fff;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** The coloring page pictured on the contest card (an asset id from assets/art/coloring/). */
const contestPage = {
  image: "coloring/plush-bunny",
  alt: "A coloring page of a round plush bunny with one floppy ear, waiting to be colored in.",
};

export default function HomePage() {
  return (
    <>
      <Seo
        title="Home"
        description="A cozy, safe-for-work community for adult age regressors: gentle articles, printable coloring pages, self-help tools and calm games."
        path="/"
      />
      <Hero>
        <h1>{`Welcome to ${site.name}!`}</h1>
        <p>
          A gentle, safe-for-work home for adults who practise age regression: cozy articles, printable activities,
          self-help tools and calm little games.
        </p>
      </Hero>
      <SpaceScene />
      <Start>
        <ButtonLink to="/explore">Start Exploring</ButtonLink>
      </Start>

      <h2 className="visually-hidden">What you will find here</h2>
      <Features>
        {features.map(({ to, icon: Icon, title, text, link }) => (
          <li key={to}>
            <Icon aria-hidden size={32} color="var(--pink)" />
            <h3>{title}</h3>
            <p>{text}</p>
            <ButtonLink to={to}>{link}</ButtonLink>
          </li>
        ))}
      </Features>

      <Contest aria-labelledby="contest-heading">
        <div>
          <h2 id="contest-heading">Coloring Contest</h2>
          <p>Download any coloring page, color it however you like, then send us a photo or scan.</p>
          <ContestFacts />
          <Buttons>
            <ButtonAnchor href={contestMailto}>
              <Mail aria-hidden size={20} />
              Submit Your Coloring
            </ButtonAnchor>
            <ExternalButton href={site.shopUrl}>Visit the Shop</ExternalButton>
          </Buttons>
        </div>
        <ContestWinner fallback={<ResponsiveImage id={contestPage.image} alt={contestPage.alt} sizes="220px" />} />
      </Contest>

      <StationLifeSlot />
    </>
  );
}
