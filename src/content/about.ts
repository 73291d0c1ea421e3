/**
 * Everything the About page says. Edit the text between the quotes; keep the shape.
 * The founder's picture is the illustration at `assets/art/about/founder.svg`.
 */
import { site } from "../config/site";
// The shapes the About page reads (about-page.ts).
import type { CoreValue, FaqEntry, ShopCallToAction } from "./about-page";

/** The founder's pen name, also the author of every article. */
export const founderName = "Luna Starling";

export const founderImage = {
  id: "about/founder",
  alt: "An illustrated portrait of Luna Starling, the founder of the site, smiling warmly.",
} as const;

export const founderStory: readonly string[] = [
  "Hi, I'm Luna. For a long time I thought I was the only grown-up who felt calmer with a coloring book, a cartoon and a well-loved plush bunny. I had a busy job, a full calendar and a very loud inner to-do list, and the only thing that reliably quieted it was letting my softer, younger side come out for a while.",
  'When I finally found the words "age regression" and "littlespace," it felt like coming home. But a lot of what I found online was confusing, and some of it mixed age regression up with things that have nothing to do with it. I wanted a place that was clearly safe-for-work, clearly non-sexual, and simply kind.',
  `So I started making one. ${site.name} began as a handful of coloring pages I drew for myself and a few notes about the bedtime rituals that helped me sleep. Friends asked for copies, then friends of friends, and the little station slowly grew into a place with articles, printables, self-help worksheets and games.`,
  "I'm not a doctor or a therapist, and this site is not a replacement for one. I'm someone who found comfort in littlespace and wants you to have a gentle place to land, too. Everything here is made with care, by hand, for grown-ups with a little side.",
];

export const mission: readonly string[] = [
  "Our mission is to give adult age regressors a cozy, safe-for-work corner of the internet where they can rest, play and feel understood, without judgment and without anything sexual.",
  "We do that with free printables, honest and careful articles, calming games and a community that treats every visitor with kindness, while respecting your privacy at every step.",
];

export const coreValues: readonly CoreValue[] = [
  {
    title: "Acceptance & Authenticity",
    description:
      "You are welcome here exactly as you are. Your little side, your grown-up side and everything in between are all real and all okay.",
  },
  {
    title: "Comfort & Safety",
    description:
      "This is a non-sexual, safe-for-work space for adults. We protect your privacy and keep the station gentle, calm and free of judgment.",
  },
  {
    title: "Joy & Celebration",
    description:
      "Play is not just for kids. We celebrate crayons, cartoons, silly games and every small happy moment that makes a day a little brighter.",
  },
  {
    title: "Unconditional Support",
    description:
      "Hard days happen. We meet them with kindness, practical self-care ideas and encouragement to reach out for professional help whenever you need it.",
  },
];

export const faq: readonly FaqEntry[] = [
  {
    question: "Is age regression sexual?",
    answer:
      "No. Age regression is a non-sexual way to relax into a younger, softer headspace for comfort, rest and play. It is different from age play, and nothing on this site is sexual. Everything here is safe-for-work and for adults 18 and over.",
  },
  {
    question: "Do I need an account?",
    answer:
      "No. You can read the blog, browse the gallery, download printables and play the games without one. An account gives you a public nickname and a picture, and saves your personal bests in the games so they follow you to any device. We only ask for your email address and that nickname. On your My Account page you can download everything we keep and delete your account yourself, at any time.",
  },
  {
    question: "How do I enter the coloring contest?",
    answer:
      "Download a coloring page from the Activities page, color it however you like, then take a photo or scan it and email it to us using the contest link. If you win, we will ask before featuring your art on the home page, with only the nickname or first name you choose.",
  },
];

export const shopCallToAction: ShopCallToAction = {
  heading: "Visit Our Handmade Shop",
  text: "Find soft, handmade comfort goodies made with love for littles of every age, and help keep the station's lights on.",
  buttonText: "Visit the Shop",
};
