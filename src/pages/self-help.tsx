import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

export default function SelfHelpPage() {
  return (
    <>
      <Seo
        title="Self-Help"
        description="Free self-help graphics, worksheets and charts: mood trackers, routines, coping menus and more."
        path="/self-help"
      />
      <PageHeader title="Self-Help Tools">Gentle graphics, worksheets and charts for calmer days.</PageHeader>
    </>
  );
}
