import styled from "@emotion/styled";
import { pillControlStyle } from "../components/pill-control";

/** A setting as a word and its select, as one control (the bedtime stop under the menu's switch). */
export const SettingLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  /* Apart from the menu's next button, as the Bedtime switch above it is. */
  margin-block-end: 0.5rem;
  font-weight: 700;
  select {
    /* A touch target a finger finds, under the menu's 48 px Bedtime switch. */
    ${pillControlStyle}
    padding: 0 0.5rem;
    background: var(--surface-raised);
  }
  select:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 3px;
  }
`;
