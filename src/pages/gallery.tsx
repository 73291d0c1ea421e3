import { CatalogueTabs } from "../components/Catalogue/CatalogueTabs";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { galleryCategories } from "../content/catalogues";

export default function GalleryPage() {
  return (
    <>
      <Seo
        title="Gallery"
        description="A gallery of gentle memes, room inspiration and happy randomness for the littlespace community."
        path="/gallery"
      />
      <PageHeader title="Gallery">Memes, room inspiration and happy randomness from around the station.</PageHeader>
      <CatalogueTabs label="Gallery categories" categories={galleryCategories} maxColumns={5} printable={false} />
    </>
  );
}
