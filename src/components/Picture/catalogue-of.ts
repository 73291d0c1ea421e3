import { activities } from "../../content/catalogues/activities";
import { gallery } from "../../content/catalogues/gallery";
import { selfHelp } from "../../content/catalogues/self-help";
import type { LazyCatalogue } from "../../content/catalogues/fallback";
import type { PictureSection } from "./sections";

export const catalogueOf: Readonly<Record<PictureSection, LazyCatalogue>> = {
  gallery,
  activities,
  "self-help": selfHelp,
};
