import type { ReactNode } from "react";

/** Screen readers hear that a link leaves the site; it opens in a new tab without access to this one. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens another website in a new tab)</span>
    </a>
  );
}
