import { useState, type FormEvent } from "react";
import { rememberSignUpEmail } from "../accounts/client/email-wait";
import { Link, useNavigate } from "react-router";
import { useAuth } from "../accounts/client/auth-context";
import { nicknameProblem } from "../accounts/client/nickname-check";
import { GuidelinesAgreement, GUIDELINES_PROBLEM } from "../accounts/forms/GuidelinesAgreement";
import { GUIDELINES_VERSION } from "../../common/guidelines";
import { TOASTS, serviceMessage, signUpProblem } from "../accounts/messages";
import { INVALID_NICKNAME, emailProblem, isValidNickname, newPasswordProblem } from "../../common/validation";
import { FormAlert } from "../accounts/forms/FormAlert";
import { EmailField, NewPasswordField, NicknameField } from "../accounts/forms/TextField";
import { AccountFormCard } from "../accounts/forms/AccountFormCard";
import { FormFooter, SubmitButton } from "../accounts/forms/styles";
import { useFormSubmit } from "../accounts/forms/use-form-submit";
import { Seo } from "../components/Seo";
import { toast } from "../toast/toast-store";

const NICKNAME_REFUSED = "nickname_refused";

export default function SignupPage() {
  return (
    <>
      <Seo
        title="Sign Up"
        description="Create a free Little Space Station account with a public nickname, email and password."
        path="/signup"
      />
      <AccountFormCard
        formHeadingId="signup-heading"
        signedInNote="You already have an account. To make another one, sign out first."
      >
        <SignupForm />
      </AccountFormCard>
    </>
  );
}

function SignupForm() {
  const { signUp, prepare } = useAuth();
  const navigate = useNavigate();
  const [nickname, setNickname] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [agreed, setAgreed] = useState(false);
  const form = useFormSubmit(["nickname", "email", "password", "guidelines"]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const signedUp = await form.submit({
      check: () => {
        // The nickname rule comes first and stops everything else (spec.md section 5).
        if (!isValidNickname(nickname)) {
          toast({ ...INVALID_NICKNAME, variant: "destructive" });
          return { nickname: INVALID_NICKNAME.description };
        }
        const fields = { email: emailProblem(email), password: newPasswordProblem(password) };
        if (fields.email || fields.password) return fields;
        return { guidelines: agreed ? null : GUIDELINES_PROBLEM };
      },
      send: async () => {
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
    });
    if (signedUp) {
      rememberSignUpEmail(email.trim());
      navigate("/confirmation");
    }
  }

  return (
    <>
      <h1 id="signup-heading">Create Your Account</h1>
      <p>Join the community with a nickname, your email and a password.</p>
      <form noValidate onSubmit={onSubmit} onFocus={() => void prepare()} aria-busy={form.busy}>
        <NicknameField
          {...form.field("nickname")}
          placeholder="✨ Sparkle Bunny ✨"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
        />
        <EmailField
          {...form.field("email")}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint="Only for signing in and account emails. Never shown to anyone."
        />
        <NewPasswordField
          {...form.field("password")}
          label="Password"
          name="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <GuidelinesAgreement
          {...form.field("guidelines")}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <FormAlert tone="error">{form.failure}</FormAlert>
        <SubmitButton type="submit" disabled={form.busy}>
          {form.busy ? "Creating Account..." : "Sign Up"}
        </SubmitButton>
      </form>
      <FormFooter>
        Already have an account? <Link to="/login">Sign In</Link>
      </FormFooter>
    </>
  );
}
