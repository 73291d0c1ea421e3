import { AccountFormCard } from "../accounts/forms/AccountFormCard";
import { LoginForm } from "../accounts/forms/LoginForm";

export default function LoginPage() {
  return (
    <AccountFormCard page="login" formHeadingId="login-heading" signedInNote="There's no need to sign in again.">
      <LoginForm />
    </AccountFormCard>
  );
}
