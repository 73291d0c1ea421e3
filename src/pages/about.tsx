import styled from "@emotion/styled";
import { Heart, Mail, MessageCircle, ShieldCheck, Sparkles, Smile } from "lucide-react";
import { site } from "../config/site";
import { FaqAccordion } from "../components/FaqAccordion";
import { linkList } from "../components/link-list";
import { PageHeader } from "../components/PageHeader";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { Seo } from "../components/Seo";
import { ExternalButton } from "../components/button-links";
import { FourCards } from "../components/FourCards";
import { Panel } from "../components/Panel";
import { about } from "../content/about-page";

const Story = styled.section`
  display: grid;
  gap: 24px;
  align-items: start;
  @media (min-width: 768px) {
    grid-template-columns: 240px 1fr;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 50%;
    border: 4px solid var(--lavender);
  }
  h2 {
    margin-top: 0;
  }
  p {
    max-width: 65ch;
  }
`;

const Section = styled.section`
  margin-top: 48px;
  p {
    max-width: 65ch;
  }
`;

const Contact = styled(Panel)`
  margin-top: 48px;
  /* The sticky top bar on small screens must not cover the heading when #contact is the target. */
  scroll-margin-top: calc(var(--topbar-height) + 16px);
  ul {
    ${linkList};
    display: grid;
    gap: 8px;
  }
`;

const valueIcons = [Smile, ShieldCheck, Sparkles, Heart];

export default function AboutPage() {
  const { founderName, founderImage, founderStory, mission, coreValues, faq, shopCallToAction } = about;
  return (
    <>
      <Seo
        title="About Us"
        description="The story, mission and values behind Little Space Station, answers to common questions and how to contact us."
        path="/about"
      />
      <PageHeader title="About Little Space Station">Who we are, what we care about, and how to reach us.</PageHeader>

      <Story aria-labelledby="story-heading">
        <ResponsiveImage id={founderImage.id} alt={founderImage.alt} sizes="240px" priority />
        <div>
          <h2 id="story-heading">{founderName ? `Meet ${founderName}` : "Our Story"}</h2>
          {founderStory.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Story>

      <Section aria-labelledby="mission-heading">
        <h2 id="mission-heading">Our Mission</h2>
        {mission.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>

      <Section aria-labelledby="values-heading">
        <h2 id="values-heading">Our Core Values</h2>
        <FourCards>
          {coreValues.map((value, index) => {
            const Icon = valueIcons[index % valueIcons.length]!;
            return (
              <li key={value.title}>
                <Icon aria-hidden size={30} color="var(--pink)" />
                <h3>{value.title}</h3>
                <p>{value.description}</p>
              </li>
            );
          })}
        </FourCards>
      </Section>

      <Section as={Panel} aria-labelledby="shop-heading">
        <h2 id="shop-heading">{shopCallToAction.heading}</h2>
        <p>{shopCallToAction.text}</p>
        <ExternalButton href={site.shopUrl}>{shopCallToAction.buttonText}</ExternalButton>
      </Section>

      <Section aria-labelledby="faq-heading">
        <h2 id="faq-heading">Frequently Asked Questions</h2>
        <FaqAccordion entries={faq} />
      </Section>

      <Contact id="contact" aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact Us</h2>
        <p>We read every message and answer as soon as we can. Kind words and questions are always welcome.</p>
        <ul>
          <li>
            <a href={`mailto:${site.ownerEmail}`}>
              <Mail aria-hidden size={22} />
              {site.ownerEmail}
            </a>
          </li>
          <li>
            <a href={site.messagingUrl} rel="noopener noreferrer" target="_blank">
              <MessageCircle aria-hidden size={22} />
              Message us on {site.messagingName}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </Contact>
    </>
  );
}
