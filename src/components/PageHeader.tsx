import styled from "@emotion/styled";
import type { ReactNode } from "react";

const Header = styled.header`
  margin-block: 0.5rem 1.5rem;
  h1 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    max-width: 60ch;
    color: var(--text-muted);
  }
`;

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Header>
      <h1>{title}</h1>
      {children ? <p>{children}</p> : null}
    </Header>
  );
}
