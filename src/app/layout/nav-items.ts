import { BookOpen, Compass, Gamepad2, House, Images, Palette, Sticker, type LucideIcon } from "lucide-react";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on the exact path (Home), not on every path below it. */
  end?: boolean;
}

export const navItems: readonly NavItem[] = [
  { to: "/", label: "Home", icon: House, end: true },
  { to: "/explore", label: "Explore", icon: Compass },
  { to: "/blog", label: "Blog", icon: BookOpen },
  { to: "/gallery", label: "Gallery", icon: Images },
  { to: "/activities", label: "Activities", icon: Palette },
  { to: "/games", label: "Games", icon: Gamepad2 },
  { to: "/stickers", label: "Stickers", icon: Sticker },
];
