import { ForgotPasswordForm } from "../accounts/forms/ForgotPasswordForm";
import { FormPage } from "../accounts/forms/kit/FormPage";

export default function ForgotPasswordPage() {
  return (
    <FormPage page="forgot-password" headingId="forgot-heading">
      <ForgotPasswordForm />
    </FormPage>
  );
}
