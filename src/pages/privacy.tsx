import { LegalPage } from "../components/LegalPage";
import { Seo } from "../components/Seo";

const files = import.meta.glob<{ meta: Record<string, string>; html: string }>("../content/legal/privacy.md", {
  eager: true,
  import: "default",
});

export default function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description="How Little Space Station handles your information: no trackers, no ads, only what an account needs."
        path="/privacy"
      />
      <LegalPage
        title="Privacy Policy"
        intro="How we handle the little information we keep."
        document={files["../content/legal/privacy.md"]}
      />
    </>
  );
}
