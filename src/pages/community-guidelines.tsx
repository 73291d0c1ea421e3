import { LegalPage } from "../components/LegalPage";
import communityGuidelines from "../content/legal/community-guidelines.md";

export default function CommunityGuidelinesPage() {
  return <LegalPage document={communityGuidelines} path="/community-guidelines" />;
}
