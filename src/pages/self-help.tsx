import { use } from "react";
import styled from "@emotion/styled";
import { CatalogueTabs } from "../components/Catalogue/CatalogueTabs";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { ButtonLink } from "../components/button-links";
import { Panel } from "../components/Panel";
import { selfHelp } from "../content/catalogue/lazy-self-help";

const More = styled(Panel)`
  margin-top: 40px;
  p {
    max-width: 60ch;
    color: var(--text-muted);
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

const Note = styled.p`
  max-width: 70ch;
  margin: -8px 0 24px;
  color: var(--text-muted);
`;

// Starts fetching the catalogue as soon as this page's code runs, before React renders it.
if (typeof window !== "undefined") void selfHelp.load();

export default function SelfHelpPage() {
  const categories = use(selfHelp.load());
  return (
    <>
      <Seo
        title="Self-Help"
        description="Free self-help graphics, worksheets and charts: mood trackers, routines, coping menus and more."
        path="/self-help"
      />
      <PageHeader title="Self-Help Tools">Gentle graphics, worksheets and charts for calmer days.</PageHeader>
      <Note>
        These tools are for comfort and reflection, not a replacement for professional care. If you are struggling,
        please reach out to a doctor, a therapist or a local crisis line.
      </Note>
      <CatalogueTabs
        section="self-help"
        label="Self-help categories"
        categories={categories}
        maxColumns={4}
        printable
        priorityPictures={1}
      />
      <More aria-labelledby="more-support">
        <h2 id="more-support">Explore More Support</h2>
        <p>
          Looking for more? Our blog has gentle articles about littlespace and self-care, and the activities page has
          coloring pages and puzzles for calm, quiet moments.
        </p>
        <div>
          <ButtonLink to="/blog">Read the Blog</ButtonLink>
          <ButtonLink to="/activities">Browse Activities</ButtonLink>
        </div>
      </More>
    </>
  );
}
