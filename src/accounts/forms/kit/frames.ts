import styled from "@emotion/styled";

/**
 * The frame of an account page: one column, readable width, centred in the content area.
 * `data-frame="message"` is the wider, centred frame of a page that says something rather than
 * asks (the confirmation screens).
 */
export const FormCard = styled.section`
  max-width: 480px;
  margin: 8px auto 24px;
  padding: 28px 24px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  box-shadow: var(--shadow);
  h1 {
    margin: 0 0 8px;
    text-align: center;
  }
  > p {
    margin: 0 0 20px;
    text-align: center;
    color: var(--text-muted);
  }
  form {
    display: grid;
    gap: 18px;
  }
  &[data-frame="message"] {
    max-width: 560px;
    margin: 24px auto;
    padding: 32px 28px;
    text-align: center;
    h1 {
      margin: 12px 0;
    }
    p {
      color: var(--text-muted);
    }
    form {
      display: block;
    }
    > a {
      display: inline-flex;
      margin-top: 12px;
    }
  }
`;

/** The line of links under a form ('Already have an account? Sign In'). */
export const FormFooter = styled.p`
  margin: 20px 0 0;
  text-align: center;
  color: var(--text-muted);
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    padding: 0 6px;
    font-weight: 800;
  }
`;

export const CheckboxRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 4px 12px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    cursor: pointer;
    font-weight: 700;
  }
  input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: var(--pink);
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    font-weight: 700;
  }
`;
