import styled from "@emotion/styled";
import { Mail, MessageCircle } from "lucide-react";
import { site } from "../app/site";
import { linkList } from "../components/link-list";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

const Contact = styled.section`
  margin-top: 32px;
  padding: 24px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  /* The sticky top bar on small screens must not cover the heading when #contact is the target. */
  scroll-margin-top: calc(var(--topbar-height) + 16px);
  ul {
    ${linkList};
    display: grid;
    gap: 8px;
  }
`;

export default function AboutPage() {
  return (
    <>
      <Seo
        title="About Us"
        description="The story, mission and values behind Little Space Station, answers to common questions and how to contact us."
        path="/about"
      />
      <PageHeader title="About Little Space Station">Who we are, what we care about, and how to reach us.</PageHeader>
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
