import styled from "@emotion/styled";
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
