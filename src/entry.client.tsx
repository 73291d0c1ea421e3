import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberTypedFields } from "./app/typed-before-hydration";

// React Router's own entry, plus one step: what was typed before hydration is noted here and
// given back once the page is hydrated (root.tsx), so it is not lost.
rememberTypedFields();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
