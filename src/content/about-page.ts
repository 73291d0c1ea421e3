/**
 * The About page's words come from `about.ts` (edited by the site owner). Read through a glob so
 * the page builds, with its headings, before that file exists.
 */
export interface CoreValue {
  readonly title: string;
  readonly description: string;
}
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}
export interface ShopCallToAction {
  readonly heading: string;
  readonly text: string;
  readonly buttonText: string;
}
export interface AboutContent {
  founderName: string;
  founderImage: { id: string; alt: string };
  founderStory: readonly string[];
  mission: readonly string[];
  coreValues: readonly CoreValue[];
  faq: readonly FaqEntry[];
  shopCallToAction: ShopCallToAction;
}

const files = import.meta.glob<Partial<AboutContent>>("./about.ts", { eager: true });
const data = files["./about.ts"] ?? {};

export const about: AboutContent = {
  founderName: data.founderName ?? "",
  founderImage: data.founderImage ?? { id: "about/founder", alt: "An illustrated portrait of the site's founder." },
  founderStory: data.founderStory ?? [],
  mission: data.mission ?? [],
  coreValues: data.coreValues ?? [],
  faq: data.faq ?? [],
  shopCallToAction: data.shopCallToAction ?? {
    heading: "Visit Our Handmade Shop",
    text: "Handmade comfort goodies that help keep the station running.",
    buttonText: "Visit the Shop",
  },
};
