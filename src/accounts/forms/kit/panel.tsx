import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Panel as SitePanel } from "../../../components/Panel";

/** One part of the account page: the site's panel, its parts one under another. */
export const Panel = styled(SitePanel)`
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  > p {
    margin: 0;
    color: var(--text-muted);
  }
  form {
    display: grid;
    gap: 16px;
  }
`;

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
