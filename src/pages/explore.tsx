import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

export default function ExplorePage() {
  return (
    <>
      <Seo
        title="Explore"
        description="Explore Little Space Station: the blog, the image gallery, printable activities and browser games."
        path="/explore"
      />
      <PageHeader title="Explore Your Little Space">
        Find your way around: the blog, the gallery, printable activities and our games.
      </PageHeader>
    </>
  );
}
