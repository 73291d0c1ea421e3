import type { ReactNode } from "react";
import { Panel } from "./panel";

interface TitledPanelProps {
  /** The panel's anchor on the account page and its test id; its heading's id is derived from it. */
  id: string;
  heading: string;
  /** True while what the panel lists is still loading. */
  busy: boolean;
  children: ReactNode;
}

/** An account panel that lists what the member has (entries, pictures), named by its heading. */
export function TitledPanel({ id, heading, busy, children }: TitledPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <Panel id={id} aria-labelledby={headingId} aria-busy={busy} data-testid={id}>
      <h2 id={headingId}>{heading}</h2>
      {children}
    </Panel>
  );
}
