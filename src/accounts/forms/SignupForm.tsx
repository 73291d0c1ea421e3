import { Link, useLocation, useNavigate } from "react-router";
import { GUIDELINES_VERSION } from "../../../common/guidelines";
import { emailProblem, newPasswordProblem } from "../../../common/validation";
import { toast } from "../../toast/toast-store";
import { useAuth } from "../client/auth-context";
import { rememberSignUpEmail } from "../client/email-wait";
import { nicknameProblem } from "../client/nickname-check";
import { NICKNAME_PLACEHOLDER, TOASTS, serviceMessage } from "../messages/auth";
import { signUpProblem } from "../messages/failures";
import { keepNext } from "../client/next-path";
import { AccountForm } from "./kit/AccountForm";
import { FormFooter } from "./kit/frames";
import { GUIDELINES_PROBLEM, GuidelinesAgreement } from "./kit/GuidelinesAgreement";
import { EmailField, NewPasswordField, NicknameField, nicknameRuleProblem } from "./kit/TextField";
import { useAccountForm } from "./kit/use-account-form";

const NICKNAME_REFUSED = "nickname_refused";
const AGREED = "agreed";

/** A new account: a public nickname, an email, a password and the guidelines agreed; the confirmation link is mailed. */
export function SignupForm() {
  const { signUp, prepare } = useAuth();
  const navigate = useNavigate();
  // The page that sent the visitor to sign in ("Sign in to enter") stays the way back.
  const { search } = useLocation();
  const form = useAccountForm({
    fields: { nickname: "", email: "", password: "", guidelines: "" },
    check: ({ nickname, email, password, guidelines }) => {
      const problem = nicknameRuleProblem(nickname);
      if (problem) return { nickname: problem };
      const fields = { email: emailProblem(email), password: newPasswordProblem(password) };
      if (fields.email || fields.password) return fields;
      return { guidelines: guidelines === AGREED ? null : GUIDELINES_PROBLEM };
    },
    send: async ({ nickname, email, password }) => {
      // The database's word on the nickname first: a hosted auth service would keep any.
      const problem = await nicknameProblem(nickname);
      if (problem) return { error: { message: problem, code: NICKNAME_REFUSED } };
      return signUp({ email: email.trim(), password, nickname, guidelines: GUIDELINES_VERSION });
    },
    failed: (error) => {
      // The nickname's own words: which word or detail, and that another will do.
      if (error.code === NICKNAME_REFUSED || /nickname/i.test(error.message ?? "")) return error.message ?? null;
      toast({ title: TOASTS.signUpScreenError, description: serviceMessage(error), variant: "destructive" });
      return signUpProblem(error);
    },
    done: ({ email }) => {
      rememberSignUpEmail(email.trim());
      navigate(keepNext("/confirmation", search));
    },
  });
  const { ref, problem } = form.field("guidelines");

  return (
    <>
      <h1 id="signup-heading">Create Your Account</h1>
      <p>Join the community with a nickname, your email and a password.</p>
      <AccountForm form={form} button={["Sign Up", "Creating Account..."]} onFocus={() => void prepare()}>
        <NicknameField {...form.field("nickname")} placeholder={NICKNAME_PLACEHOLDER} />
        <EmailField {...form.field("email")} hint="Only for signing in and account emails. Never shown to anyone." />
        <NewPasswordField {...form.field("password")} label="Password" name="password" />
        <GuidelinesAgreement
          ref={ref}
          problem={problem}
          checked={form.values.guidelines === AGREED}
          onChange={(event) => form.set("guidelines", event.target.checked ? AGREED : "")}
        />
      </AccountForm>
      <FormFooter>
        Already have an account? <Link to={keepNext("/login", search)}>Sign In</Link>
      </FormFooter>
    </>
  );
}
