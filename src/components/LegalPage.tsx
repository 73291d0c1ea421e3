import { PageHeader } from "./PageHeader";
import { Prose } from "./Prose";

interface LegalPageProps {
  title: string;
  /** Compiled from src/content/legal/*.md; undefined until that file exists. */
  document: { meta: Readonly<Record<string, string>>; html: string } | undefined;
  intro: string;
}

export function LegalPage({ title, document, intro }: LegalPageProps) {
  const effective = document?.meta.effective ?? "June 1, 2025";
  return (
    <>
      <PageHeader title={title}>
        {intro} Effective {effective}.
      </PageHeader>
      <Prose dangerouslySetInnerHTML={{ __html: document?.html ?? "" }} />
    </>
  );
}
