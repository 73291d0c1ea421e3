import styled from "@emotion/styled";
import { Link } from "react-router";
import { linkList } from "../../components/link-list";
import { site } from "../../config/site";
import { LARGE_SCREEN } from "../../components/breakpoints";

const Foot = styled.footer`
  display: none;
  @media ${LARGE_SCREEN} {
    display: flex;
    width: calc(100% - 80px);
    max-width: 1120px;
    margin: 48px auto 88px;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 24px;
    padding: 20px 0 8px;
    border-top: 1px solid var(--border);
    color: var(--text-muted);
    font-size: 0.95rem;
  }
  ul {
    ${linkList};
    display: flex;
    gap: 4px 20px;
  }
  p {
    margin: 0;
  }
`;

/** Shown on large screens only (spec.md section 2). */
export function Footer() {
  return (
    <Foot data-print="hide">
      <nav aria-label="Legal and contact">
        <ul>
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms of Service</Link>
          </li>
          <li>
            <Link to="/community-guidelines">Community Guidelines</Link>
          </li>
          <li>
            <Link to="/about#contact">Contact</Link>
          </li>
        </ul>
      </nav>
      <p>
        © {site.copyrightYear} {site.name}. Made with care for the littles community.
      </p>
    </Foot>
  );
}
