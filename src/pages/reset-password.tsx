import { FormPage } from "../accounts/forms/kit/FormPage";
import { ResetPasswordForm } from "../accounts/forms/ResetPasswordForm";

export default function ResetPasswordPage() {
  return (
    <FormPage page="reset-password" headingId="reset-heading">
      <ResetPasswordForm />
    </FormPage>
  );
}
