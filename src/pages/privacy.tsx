import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

export default function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description="How Little Space Station handles your information: no trackers, no ads, only what an account needs."
        path="/privacy"
      />
      <PageHeader title="Privacy Policy">
        How we handle the little information we keep. Effective June 1, 2025.
      </PageHeader>
    </>
  );
}
