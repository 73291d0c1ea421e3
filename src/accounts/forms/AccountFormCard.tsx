import type { ReactNode } from "react";
import { Seo } from "../../components/Seo";
import { useArrivedMember } from "../client/use-arrived-member";
import { SignedInPanel } from "./SignedInPanel";
import { FormCard } from "./kit/frames";
import { useSteadySwap } from "./use-steady-swap";
import { ACCOUNT_PAGES } from "../messages/pages";

interface AccountFormCardProps {
  page: "login" | "signup";
  /** The form's heading id, which names the card while the form shows. */
  formHeadingId: string;
  /** Said to a member who is already signed in, in place of the form. */
  signedInNote: string;
  /** The form, as pre-rendered and as every visitor sees it. */
  children: ReactNode;
}

/** The card of the sign-in and sign-up pages: their form, or for a member already signed in, who they are. */
export function AccountFormCard({ page, formHeadingId, signedInNote, children }: AccountFormCardProps) {
  const member = useArrivedMember();
  const card = useSteadySwap(member !== null);
  return (
    <FormCard ref={card} aria-labelledby={member ? "signed-in-heading" : formHeadingId}>
      <Seo {...ACCOUNT_PAGES[page]} />
      {member ? <SignedInPanel user={member} headingId="signed-in-heading" note={signedInNote} /> : children}
    </FormCard>
  );
}
