import styled from "@emotion/styled";
import { MessageCircleOff } from "lucide-react";

const Box = styled.section`
  margin-top: 48px;
  padding: 24px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  text-align: center;
  p {
    margin: 4px 0;
  }
`;

/**
 * The comments area of an article. Comments are disabled for everyone (spec.md section 6); the
 * slug is the thread this article will use once they open.
 */
export function Comments({ slug }: { slug: string }) {
  return (
    <Box aria-labelledby="comments-heading" data-thread={slug}>
      <h2 id="comments-heading">Comments</h2>
      <MessageCircleOff aria-hidden size={32} color="var(--lavender)" />
      <p>Comments are currently disabled.</p>
      <p>Please check back later!</p>
    </Box>
  );
}
