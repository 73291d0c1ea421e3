import styled from "@emotion/styled";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  font-weight: 800;
`;

/** The way back to the list a page belongs to (a blog post, a coloring page), above its heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Back to={to}>
      <ArrowLeft aria-hidden size={20} />
      {children}
    </Back>
  );
}
