import { LegalPage } from "../components/LegalPage";
import { Seo } from "../components/Seo";

const files = import.meta.glob<{ meta: Record<string, string>; html: string }>(
  "../content/legal/community-guidelines.md",
  { eager: true, import: "default" },
);

export default function CommunityGuidelinesPage() {
  return (
    <>
      <Seo
        title="Community Guidelines"
        description="What Little Space Station is for, what is never welcome, and what happens when a member reports something."
        path="/community-guidelines"
      />
      <LegalPage
        title="Community Guidelines"
        intro="How we keep this space kind, calm and safe for work."
        document={files["../content/legal/community-guidelines.md"]}
      />
    </>
  );
}
