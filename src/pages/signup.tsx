import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

export default function SignupPage() {
  return (
    <>
      <Seo
        title="Sign Up"
        description="Create a free Little Space Station account with a public nickname, email and password."
        path="/signup"
      />
      <PageHeader title="Create Your Account">
        Join the community with a nickname, your email and a password.
      </PageHeader>
    </>
  );
}
