import { AccountFormCard } from "../accounts/forms/AccountFormCard";
import { SignupForm } from "../accounts/forms/SignupForm";

const signedInNote = "You already have an account. To make another one, sign out first.";

export default function SignupPage() {
  return (
    <AccountFormCard page="signup" formHeadingId="signup-heading" signedInNote={signedInNote}>
      <SignupForm />
    </AccountFormCard>
  );
}
