import styled from "@emotion/styled";
import { noticeButtonCss } from "./notice-button";

const Box = styled.div`
  position: fixed;
  z-index: 101;
  left: 16px;
  right: 16px;
  bottom: 80px;
  max-width: 380px;
  margin: 0 0 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 14px 18px;
  border-radius: var(--radius);
  background: #fdf8ff;
  color: #231a4d;
  border: 2px solid var(--lavender);
  box-shadow: var(--shadow);
  p {
    flex: 1 1 12rem;
    margin: 0;
    font-weight: 800;
  }
  button {
    ${noticeButtonCss("#5b4a9e")}
  }
`;

const Reload = styled.button`
  background: #5b4a9e;
  color: #fff;
`;

const Later = styled.button`
  background: transparent;
  color: #231a4d;
`;

/** 'A new version is ready': stays until the visitor chooses, so a game in progress is never cut off. */
export function UpdateToast({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <Box role="status" aria-live="polite">
      <p>A new version is ready</p>
      <Reload type="button" onClick={onReload}>
        Reload
      </Reload>
      <Later type="button" onClick={onLater}>
        Later
      </Later>
    </Box>
  );
}
export default UpdateToast;
