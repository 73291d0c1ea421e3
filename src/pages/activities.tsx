import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

export default function ActivitiesPage() {
  return (
    <>
      <Seo
        title="Activities"
        description="Free printable coloring pages, mazes and puzzles to download, color and share."
        path="/activities"
      />
      <PageHeader title="Activities">Printable coloring pages, mazes and puzzles to download and enjoy.</PageHeader>
    </>
  );
}
