import { CatalogueTabs } from "../components/Catalogue/CatalogueTabs";
import { ColoringChallenge } from "../components/ColoringChallenge";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { activityCategories } from "../content/catalogues";

export default function ActivitiesPage() {
  return (
    <>
      <Seo
        title="Activities"
        description="Free printable coloring pages, mazes and puzzles to download, color and share."
        path="/activities"
      />
      <PageHeader title="Activities">Printable coloring pages, mazes and puzzles to download and enjoy.</PageHeader>
      <CatalogueTabs
        label="Activity categories"
        categories={activityCategories}
        maxColumns={4}
        printable
        intro={(id) => (id === "coloring-pages" ? <ColoringChallenge /> : null)}
      />
    </>
  );
}
