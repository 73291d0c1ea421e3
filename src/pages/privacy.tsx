import { LegalPage } from "../components/LegalPage";
import privacy from "../content/legal/privacy.md";

export default function PrivacyPage() {
  return <LegalPage document={privacy} path="/privacy" />;
}
