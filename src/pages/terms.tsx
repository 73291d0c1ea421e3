import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

export default function TermsPage() {
  return (
    <>
      <Seo
        title="Terms of Service"
        description="The terms of service for using Little Space Station and its community features."
        path="/terms"
      />
      <PageHeader title="Terms of Service">The rules for using this site. Effective June 1, 2025.</PageHeader>
    </>
  );
}
