import { Link } from "react-router";
import { Seo } from "./Seo";

/** The not-found screen, for unknown paths and unknown articles alike. */
export function NotFound() {
  return (
    <>
      <Seo
        title="Page Not Found"
        description="This page drifted off into space. Let's get you back somewhere cozy."
        path="/404"
        noindex
      />
      {/* The marker keeps this address out of the offline cache (register-service-worker.ts). */}
      <h1 data-not-found="">Uh oh! Page Not Found!</h1>
      <p>This page seems to have floated away into space. Let&apos;s get you back somewhere cozy.</p>
      <p>
        <Link to="/">Back to Home</Link>
      </p>
    </>
  );
}
