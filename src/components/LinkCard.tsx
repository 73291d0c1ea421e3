import type { LucideIcon } from "lucide-react";
import { ButtonLink } from "./button-links";

export interface LinkCardArea {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  /** The button's words. */
  link: string;
}

interface LinkCardProps {
  area: LinkCardArea;
  /** The card's heading level where it sits in the page's outline. */
  heading: "h2" | "h3";
  iconColor: string;
}

/** A card in a `CardGrid` that points to one part of the site: its icon, name, a line about it and a button there. */
export function LinkCard({ area: { to, icon: Icon, title, text, link }, heading: Heading, iconColor }: LinkCardProps) {
  return (
    <li>
      <Icon aria-hidden size={32} color={iconColor} />
      <Heading>{title}</Heading>
      <p>{text}</p>
      <ButtonLink to={to}>{link}</ButtonLink>
    </li>
  );
}
