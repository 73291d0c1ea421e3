import { use } from "react";
import { CatalogueTabs } from "../components/Catalogue/CatalogueTabs";
import { ColoringChallenge } from "../contest/ColoringChallenge";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { COLORING_PAGES, activities } from "../content/catalogue/lazy-activities";

// Starts fetching the catalogue as soon as this page's code runs, before React renders it.
if (typeof window !== "undefined") void activities.load();

export default function ActivitiesPage() {
  const categories = use(activities.load());
  return (
    <>
      <Seo
        title="Activities"
        description="Free printable coloring pages, mazes and puzzles to download, color and share."
        path="/activities"
      />
      <PageHeader title="Activities">Printable coloring pages, mazes and puzzles to download and enjoy.</PageHeader>
      <CatalogueTabs
        section="activities"
        label="Activity categories"
        categories={categories}
        maxColumns={4}
        printable
        intro={(id) => (id === COLORING_PAGES ? <ColoringChallenge /> : null)}
      />
    </>
  );
}
