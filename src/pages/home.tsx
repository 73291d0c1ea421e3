import { site } from "../app/site";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

export default function HomePage() {
  return (
    <>
      <Seo
        title="Home"
        description="A cozy, safe-for-work community for adult age regressors: gentle articles, printable coloring pages, self-help tools and calm games."
        path="/"
      />
      <PageHeader title={`Welcome to ${site.name}!`}>
        A gentle, safe-for-work home for adults who practise age regression: cozy articles, printable activities,
        self-help tools and calm little games.
      </PageHeader>
    </>
  );
}
