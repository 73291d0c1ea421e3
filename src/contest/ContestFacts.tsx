/**
 * This month's theme, closing date, prize and how to enter (src/content/contest.ts), the same on
 * the home card, the Activities page and the wall.
 */
import styled from "@emotion/styled";
import { currentContest, HOW_TO_ENTER } from "../content/contest";

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 14px;
  margin: 8px 0 16px;
  dt {
    font-weight: 800;
  }
  dd {
    margin: 0;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 6px;
    }
  }
`;

export function ContestFacts() {
  return (
    <List data-testid="contest-facts">
      <dt>Theme for {currentContest.month}</dt>
      <dd>{currentContest.theme}</dd>
      <dt>Closes</dt>
      <dd>
        <time dateTime={currentContest.closes}>{currentContest.closesText}</time>
      </dd>
      <dt>The prize</dt>
      <dd>{currentContest.prize}</dd>
      <dt>How to enter</dt>
      <dd>
        {HOW_TO_ENTER.members} {HOW_TO_ENTER.visitors} {HOW_TO_ENTER.review}
      </dd>
    </List>
  );
}
