import styled from "@emotion/styled";
import { MailCheck } from "lucide-react";
import { PrimaryLink } from "../app/layout/AccountLinks";
import { Seo } from "../components/Seo";

const Card = styled.section`
  max-width: 560px;
  margin: 24px auto;
  padding: 32px 28px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  box-shadow: var(--shadow);
  text-align: center;
  h1 {
    margin: 12px 0;
  }
  p {
    color: var(--text-muted);
  }
  a {
    display: inline-flex;
    margin-top: 12px;
  }
`;

/** Shown after sign-up (/confirmation) and where the emailed link lands (/auth/confirm). */
export default function ConfirmationPage() {
  return (
    <Card>
      <Seo
        title="Check Your Email"
        description="We sent you a confirmation link. Open it to finish creating your account."
        path="/confirmation"
        noindex
      />
      <MailCheck aria-hidden size={56} color="var(--butter)" />
      <h1>Check Your Email!</h1>
      <p>
        We&apos;ve sent a confirmation link to your email address. Open it to finish creating your account, then come
        back and sign in. If it hasn&apos;t arrived in a few minutes, peek in your spam folder.
      </p>
      <PrimaryLink to="/">Back to Home</PrimaryLink>
    </Card>
  );
}
