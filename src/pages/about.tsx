import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

export default function AboutPage() {
  return (
    <>
      <Seo
        title="About Us"
        description="The story, mission and values behind Little Space Station, answers to common questions and how to contact us."
        path="/about"
      />
      <PageHeader title="About Little Space Station">Who we are, what we care about, and how to reach us.</PageHeader>
    </>
  );
}
