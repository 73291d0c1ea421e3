import { use } from "react";
import { CatalogueTabs } from "../components/Catalogue/CatalogueTabs";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { gallery } from "../content/catalogue/lazy-gallery";

// Starts fetching the catalogue as soon as this page's code runs, before React renders it.
if (typeof window !== "undefined") void gallery.load();

export default function GalleryPage() {
  const categories = use(gallery.load());
  return (
    <>
      <Seo
        title="Gallery"
        description="A gallery of gentle memes, room inspiration and happy randomness for the littlespace community."
        path="/gallery"
      />
      <PageHeader title="Gallery">Memes, room inspiration and happy randomness from around the station.</PageHeader>
      <CatalogueTabs
        section="gallery"
        label="Gallery categories"
        categories={categories}
        maxColumns={5}
        printable={false}
        priorityPictures={1}
      />
    </>
  );
}
