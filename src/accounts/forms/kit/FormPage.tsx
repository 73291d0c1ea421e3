import type { ReactNode } from "react";
import { Seo } from "../../../components/Seo";
import { ACCOUNT_PAGES, type AccountPageName } from "../../messages/pages";
import { FormCard } from "./frames";

interface FormPageProps {
  page: AccountPageName;
  /** The id of the form's heading, which names the card. */
  headingId: string;
  children: ReactNode;
}

/** An account page that is one form: its metadata and the card the form sits in. */
export function FormPage({ page, headingId, children }: FormPageProps) {
  return (
    <FormCard aria-labelledby={headingId}>
      <Seo {...ACCOUNT_PAGES[page]} />
      {children}
    </FormCard>
  );
}
