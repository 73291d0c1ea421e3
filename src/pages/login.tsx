import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";

export default function LoginPage() {
  return (
    <>
      <Seo title="Sign In" description="Sign in to your Little Space Station account." path="/login" />
      <PageHeader title="Welcome Back!">Sign in with your email and password.</PageHeader>
    </>
  );
}
