import styled from "@emotion/styled";

/** A rounded panel on the night sky. */
export const Panel = styled.section`
  padding: 24px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  box-shadow: var(--shadow);
  h2 {
    margin-top: 0;
  }
`;
