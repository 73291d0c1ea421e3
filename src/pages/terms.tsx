import { LegalPage } from "../components/LegalPage";
import terms from "../content/legal/terms.md";

export default function TermsPage() {
  return <LegalPage document={terms} path="/terms" />;
}
