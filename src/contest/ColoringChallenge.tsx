import styled from "@emotion/styled";
import { Mail, Trophy } from "lucide-react";
import { Link } from "react-router";
import { ContestFacts } from "./ContestFacts";
import { EnterContestSlot } from "./EnterContestSlot";
import { site } from "../config/site";
import { CONTEST_SUBJECT, contestMailto } from "../components/ContestLinks";
import { ButtonAnchor } from "../components/button-links";
import { Panel } from "../components/Panel";

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

/** How to enter the coloring contest: online for members, or with the email link that starts an entry. */
export function ContestSubmission() {
  return (
    <div data-testid="contest-submission">
      <h3>Enter online</h3>
      <p>
        Members can send a photo or scan of their picture here. A moderator looks at every entry before it goes on the{" "}
        <Link to="/activities/contest">contest wall</Link>, where only its title and your nickname are shown.
      </p>
      <EnterContestSlot />
      <h3>Or enter by email</h3>
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
      <p>Our community coloring contest is open. Download a page, color it and send it in.</p>
      <ContestFacts />
      <p>
        <Link to="/activities/contest/winners">See past winners</Link>
      </p>
      <ContestSubmission />
    </Box>
  );
}
