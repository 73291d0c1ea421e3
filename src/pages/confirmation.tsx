import { Confirmation } from "../accounts/forms/Confirmation";

/** After sign-up (/confirmation) and where the emailed link lands (/auth/confirm). */
export default function ConfirmationPage() {
  return <Confirmation />;
}
