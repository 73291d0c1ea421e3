import { PageHeader } from "./PageHeader";
import { Prose, ReadingPanel } from "./Prose";
import { Seo } from "./Seo";

interface LegalPageProps {
  /** Compiled from src/content/legal/*.md, whose front matter holds the page's title, description and intro. */
  document: { meta: Readonly<Record<string, string>>; html: string };
  path: string;
}

/** A document the site stands by (privacy, terms, guidelines): its heading, when it took effect, and its text. */
export function LegalPage({ document: { meta, html }, path }: LegalPageProps) {
  const title = meta.title ?? "";
  return (
    <>
      <Seo title={title} description={meta.description ?? ""} path={path} />
      <PageHeader title={title}>
        {meta.intro} Effective {meta.effective ?? "June 1, 2025"}.
      </PageHeader>
      <ReadingPanel>
        <Prose dangerouslySetInnerHTML={{ __html: html }} />
      </ReadingPanel>
    </>
  );
}
