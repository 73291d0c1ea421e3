import { css } from "@emotion/react";

/** While one picture prints, the sheet shows that picture alone (see print.ts). */
export const printPictureStyles = css`
  .print-picture {
    display: none;
  }
  @media print {
    html[data-printing="picture"] body > *:not(.print-picture) {
      display: none !important;
    }
    html[data-printing="picture"] .print-picture {
      display: flex;
      justify-content: center;
      align-items: center;
      width: 100%;
      height: 100vh;
      background: #fff;
    }
    .print-picture img {
      max-width: 100%;
      max-height: 100vh;
      object-fit: contain;
    }
  }
`;
