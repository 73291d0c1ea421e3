import { LegalPage } from "../components/LegalPage";
import { Seo } from "../components/Seo";

const files = import.meta.glob<{ meta: Record<string, string>; html: string }>("../content/legal/terms.md", {
  eager: true,
  import: "default",
});

export default function TermsPage() {
  return (
    <>
      <Seo
        title="Terms of Service"
        description="The terms of service for using Little Space Station and its community features."
        path="/terms"
      />
      <LegalPage
        title="Terms of Service"
        intro="The rules for using this site."
        document={files["../content/legal/terms.md"]}
      />
    </>
  );
}
