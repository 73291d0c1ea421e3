/**
 * The Self-help page: informative graphics (posters) and printable worksheets & charts.
 * To add one, draw assets/art/self-help/<name>.svg (viewBox 0 0 1080 1350) or
 * assets/art/worksheets/<name>.svg (viewBox 0 0 850 1100), run `npm run assets`, and add an item
 * below. The title is what people see and names the download (spaces become underscores), so keep
 * it to letters, numbers, spaces and hyphens. The alt text says what the picture says, for someone
 * who cannot see it.
 */
import { picture } from "./picture.ts";
import type { Category } from "./types.ts";

const graphic = picture("self-help");
const worksheet = picture("worksheets");

export const selfHelpCategories: readonly Category[] = [
  {
    id: "informative-graphics",
    title: "Informative Graphics",
    description:
      "Friendly posters about age regression, staying safe and finding support, to read on your phone or print.",
    items: [
      graphic(
        "what-is-age-regression",
        "What Age Regression Is",
        "Poster: age regression means letting yourself feel or play like a younger you for a while, to rest, cope or have fun, and you can step back out whenever you choose. It is a way to relax and feel safe, a healthy way to cope, and cozy things like stuffies, coloring and cartoons. It is not sexual in any way, not pretending you can't be a grown-up, not an illness by itself and nothing to be ashamed of.",
        "The basics on one friendly page, for you or for someone you want to explain it to.",
      ),
      graphic(
        "littlespace-is-non-sexual",
        "Littlespace Is Non-Sexual",
        "Poster: littlespace is about comfort, play, rest and safety, and has nothing to do with sex. Our safe-for-work boundaries: keep littlespace and adult intimacy completely separate, no sexual talk, images or roleplay, adults 18 and over only, ask before sharing photos, keep real names and addresses private, and step away, block and report if someone crosses a line.",
        "What littlespace is about, and the safe-for-work boundaries our community keeps.",
      ),
      graphic(
        "signs-you-need-littlespace",
        "Signs You Might Need Littlespace Time",
        "Poster of six gentle signs you might need some cozy little time: adulting feels heavy, you keep reaching for your stuffie or blanket, everything feels loud, you miss playing, you're being hard on yourself, and you long to feel looked after. If you've felt low most days for two weeks or more, it suggests talking to a doctor or therapist too.",
        "Little nudges that it might be time to rest and play.",
      ),
      graphic(
        "grounding-5-4-3-2-1",
        "5-4-3-2-1 Grounding",
        "Poster of the 5-4-3-2-1 grounding exercise for big feelings: notice 5 things you can see, 4 things you can touch, 3 things you can hear, 2 things you can smell and 1 thing you can taste, then breathe in for 4 and out for 6. You are here, and right now you are safe.",
        "A calm-down game for big feelings that uses your five senses.",
      ),
      graphic(
        "build-a-comfort-kit",
        "Build a Comfort Kit",
        "Poster of eight things for a comfort kit: a soft stuffie, a cozy blanket, coloring pages and crayons, a snack and a drink, calming music, a comforting scent, a fidget or squishy, and a kind note to yourself, all kept in a box or bag you can reach easily.",
        "Ideas for a box of cozy things, ready for hard days.",
      ),
      graphic(
        "safe-littlespace-checklist",
        "Safe Littlespace Checklist",
        "Checklist poster with tick boxes in three groups. Around me: somewhere private, adult things done or paused, something eaten and water nearby. Online: real name, address and workplace kept private, sharing only with trusted adults who respect safe-for-work limits, free to log off or block anyone. Coming back: a plan to return to big-me and someone to message if you feel wobbly.",
        "Quick checks for a safe, relaxed little time, offline and online.",
      ),
      graphic(
        "talking-to-someone-you-trust",
        "Talking to Someone You Trust",
        "Poster of five steps for telling someone about your littlespace: choose a kind person who keeps things private, pick a calm moment, start small by asking if you can share something that helps you relax, say it your way as a non-sexual cozy reset, and give them time. If it doesn't go well, that is about their understanding, not your worth.",
        "Five gentle steps for sharing your littlespace, at your own pace.",
      ),
      graphic(
        "when-to-reach-out",
        "When to Reach Out for Support",
        "Poster: reach out for professional support if you've felt sad, worried or empty most days for two weeks or more, if regression feels scary or unwanted, brings up painful memories, makes daily life hard, or feels like the only way to cope. A doctor, a therapist or a crisis line can help. If you're in danger or thinking about suicide: in the US call or text 988, in the UK and Ireland call Samaritans on 116 123, anywhere call your local emergency number.",
        "Signs it's time to talk to a professional, and where to turn.",
      ),
    ],
  },
  {
    id: "worksheets-and-charts",
    title: "Worksheets & Charts",
    description: "Printable worksheets and charts for everyday comfort: trackers, routines, plans and feelings.",
    items: [
      worksheet(
        "mood-tracker",
        "Mood Tracker",
        "Printable mood tracker: a month grid of 31 numbered days to color in, a key of six moods (happy, calm, okay, tired, sad, worried) with a blank box to choose a color for each, and lines for how you felt most and what helped.",
        "Color one square a day and see your month at a glance.",
      ),
      worksheet(
        "sticker-chart",
        "Sticker Chart",
        "Printable sticker chart: eight rows to write a goal, a dotted circle for a sticker on each day from Monday to Sunday, and a box for the treat you earn when the chart is full.",
        "Stickers for the small wins. They count!",
      ),
      worksheet(
        "bedtime-routine",
        "Bedtime Routine Checklist",
        "Printable bedtime checklist with a line for your bedtime and ten steps, from a warm bath, pajamas and brushing teeth to story time, cuddling a stuffie and thinking of one good thing, plus two blank rows, each with a tick box for every night of the week.",
        "A calm, cozy wind-down, one tick at a time.",
      ),
      worksheet(
        "gratitude-page",
        "Gratitude Page",
        "Printable gratitude page: numbered lines for three things you're thankful for today, boxes for someone kind to you, a moment you smiled and something you like about yourself, and a space to draw a happy moment.",
        "Notice the little good things in your day.",
      ),
      worksheet(
        "comfort-plan",
        "Comfort Plan",
        "Printable comfort plan to fill in on a calm day: signs you're getting upset, what calms you down, your comfort things, places where you feel safe, people you can reach out to and how, and what to do if it gets too much, including calling your local emergency number or, in the US, calling or texting 988.",
        "Your own plan for hard moments, ready before you need it.",
      ),
      worksheet(
        "self-care-planner",
        "Weekly Self-Care Planner",
        "Printable weekly planner with a box for each day from Monday to Sunday, tick boxes for drink, eat, rest and play, a line for one kind thing for yourself, and a box for this week's little treat.",
        "Small, kind steps for every day of the week.",
      ),
      worksheet(
        "feelings-wheel",
        "Feelings Wheel",
        "Printable feelings wheel to color in: I feel in the middle, six core feelings (happy, calm, tired, sad, scared, angry) in the inner ring, two gentler words for each in the outer ring, such as cozy, sleepy, lonely and worried, and lines to finish the sentence Today I feel, because.",
        "Find a word for what you feel, then color it in.",
      ),
      worksheet(
        "coping-menu",
        "Coping Menu",
        "Printable coping menu styled like a cafe menu, with a tick box for each idea: little bites of about 5 minutes such as slow breaths or hugging a stuffie, cozy mains such as coloring, a warm bath or a walk, sweet treats such as baking or calling a safe person, and lines for today's special, your own idea.",
        "Pick something soothing from the menu when feelings get big.",
      ),
      worksheet(
        "my-safe-people",
        "My Safe People",
        "Printable page with a heart labeled Me in the middle and six boxes around it to write a safe person's name, how to reach them and how they help, plus a box for your doctor, your therapist and a crisis line in your country, noting that in the US you can call or text 988.",
        "Write down who you can turn to, so they're easy to find.",
      ),
      worksheet(
        "daily-check-in",
        "Daily Check-In",
        "Printable daily check-in: circle one of six feeling faces, color an energy battery, circle how big or little you feel, tick whether you drank water, ate, moved, rested, played and talked to someone, and write your hours of sleep, something you need and one nice thing about today.",
        "A gentle minute each day to notice how you're doing.",
      ),
      worksheet(
        "worry-jar",
        "Worry Jar",
        "Printable worry jar: a big jar with a lid and lines inside to write or draw your worries, and two boxes below, one for worries you can do something about with a small next step, and one for worries you can let go of for now.",
        "Put your worries in the jar, so they can wait while you rest.",
      ),
      worksheet(
        "things-that-make-me-happy",
        "Things That Make Me Happy",
        "Printable page of nine boxes to draw or write in: a favorite food, a cozy place, a song you love, a show or cartoon, your stuffie or toy, a person you love, a smell you like, your favorite color and a thing you're good at.",
        "Nine boxes to fill with the things that make you smile.",
      ),
    ],
  },
];
