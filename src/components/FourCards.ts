import styled from "@emotion/styled";
import { CardGrid } from "./CardGrid";

/** Four cards: stacked on a phone, two by two, then four across; never three and a leftover. */
export const FourCards = styled(CardGrid)`
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1280px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
