import styled from "@emotion/styled";
import { ChevronDown } from "lucide-react";
import type { FaqEntry } from "../content/about-page";

const List = styled.div`
  display: grid;
  gap: 12px;
`;

const Item = styled.details`
  border-radius: var(--radius-small);
  background: var(--surface);
  border: 1px solid var(--border);
  summary {
    display: flex;
    min-height: 56px;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 12px 16px;
    font-size: 1.1rem;
    font-weight: 800;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
  }
  summary svg {
    flex: none;
    transition: transform 200ms var(--ease);
  }
  &[open] summary svg {
    transform: rotate(180deg);
  }
  p {
    margin: 0;
    padding: 0 16px 16px;
    color: var(--text-muted);
  }
`;

/**
 * spec.md section 4: at most one answer open, and an open one closes again. Native exclusive
 * <details name> does exactly that with no JavaScript (Radix Accordion would add ~9 KB gzip to
 * the page's first load, past the budget); answers stay readable without JavaScript and the
 * browser's find-in-page opens them.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <List>
      {entries.map((entry) => (
        <Item key={entry.question} name="faq">
          <summary>
            {entry.question}
            <ChevronDown aria-hidden size={22} />
          </summary>
          <p>{entry.answer}</p>
        </Item>
      ))}
    </List>
  );
}
