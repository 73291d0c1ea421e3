import styled from "@emotion/styled";
import { Mail, Trophy } from "lucide-react";
import { site } from "../config/site";
import { CONTEST_SUBJECT, contestMailto } from "./ContestLinks";
import { ButtonAnchor } from "./button-links";
import { Panel } from "./Panel";

const Box = styled(Panel)`
  margin-bottom: 24px;
  background: linear-gradient(135deg, rgb(255 179 217 / 0.22), rgb(168 240 216 / 0.16)), var(--surface);
  p {
    max-width: 65ch;
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
  }
`;

const Steps = styled.ol`
  margin: 12px 0 20px;
  padding-left: 1.4em;
  li + li {
    margin-top: 6px;
  }
`;

/** How to enter the coloring contest, with the email link that starts an entry. */
export function ContestSubmission() {
  return (
    <div data-testid="contest-submission">
      <h3>How to enter</h3>
      <Steps>
        <li>Download a coloring page below (or print it straight away).</li>
        <li>Color it in however you like: crayons, pencils, markers, glitter, all welcome.</li>
        <li>Take a clear photo of it or scan it.</li>
        <li>
          Email it to <strong>{site.ownerEmail}</strong> with the subject &ldquo;{CONTEST_SUBJECT}&rdquo;, and tell us
          the name you would like shown if you win.
        </li>
      </Steps>
      <ButtonAnchor href={contestMailto}>
        <Mail aria-hidden size={20} />
        Email Your Entry
      </ButtonAnchor>
    </div>
  );
}

/** The panel above the coloring pages inviting people to the first community contest. */
export function ColoringChallenge() {
  return (
    <Box aria-labelledby="challenge-heading">
      <h2 id="challenge-heading">
        <Trophy aria-hidden size={28} color="var(--butter)" />
        Join the Coloring Challenge!
      </h2>
      <p>
        Our very first community coloring contest is open. Download a page, color it and send it in: the winning picture
        will be featured on our homepage, and its artist gets a little prize from our shop.
      </p>
      <ContestSubmission />
    </Box>
  );
}
