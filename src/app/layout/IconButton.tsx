import styled from "@emotion/styled";

/** A round 48px button holding one icon; always give it an aria-label. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 1px solid var(--border);
  border-radius: 999px;
  background: var(--surface-solid);
  color: var(--text);
  cursor: pointer;
  &:hover {
    background: var(--surface-raised);
  }
`;
