/**
 * The Gallery page's three tabs. To add a picture, draw assets/art/gallery-<tab>/<name>.svg
 * (viewBox 0 0 1200 900), run `npm run assets`, and add an item below. The title is shown under the
 * picture and names the download; the alt text describes the picture for someone who cannot see it.
 * A tab with an empty `items` list shows the "No images available" message.
 */
import { picture } from "./picture.ts";
import type { Category } from "./types.ts";

const meme = picture("gallery-memes");
const room = picture("gallery-rooms");
const random = picture("gallery-randomness");

export const galleryCategories: readonly Category[] = [
  {
    id: "memes",
    title: "Memes",
    description: "Gentle, wholesome jokes about littlespace and the ups and downs of adulting.",
    items: [
      meme(
        "social-battery",
        "Social Battery",
        'A meme card on a starry night background captioned "My social battery after one (1) phone call". A sleepy battery at 1% points with an arrow to a lavender teddy bear snoozing under a mint blanket, labelled "Recharging in blanket mode".',
        "Some days one phone call is plenty. Blanket mode fixes it.",
      ),
      meme(
        "five-year-plan",
        "Five-Year Plan",
        'A meme card captioned "Where do I see myself in five years?" above a clipboard titled "My Five-Year Plan" listing: 1. Nap, 2. Snack, 3. Color a unicorn, 4. Another nap, 5. Big hugs. The first four are ticked. A smiling white bunny stands beside it.',
        "Ambitious goals, carefully ranked.",
      ),
      meme(
        "blanket-burrito",
        "Blanket Burrito",
        'A meme card on a pale blue sky with clouds, captioned "Status: blanket burrito". A sleepy teddy bear peeks out of a rolled-up pink blanket, with the words "Please do not unwrap." underneath.',
        "The coziest status update there is.",
      ),
      meme(
        "best-listener",
        "Best Listener",
        'A pink meme card captioned "The best listener I know:" with a smiling peach teddy bear on the left and a checklist on the right: Listens to every worry, Never interrupts, Keeps all my secrets, Accepts payment in hugs.',
        "A tribute to every stuffie who has heard it all.",
      ),
      meme(
        "crayons-over-chores",
        "Crayons Over Chores",
        'A two-panel meme card with a yellow star character. In the top panel the star squeezes its eyes shut and frowns next to the words "Folding the laundry mountain" and a heap of laundry topped with a T-shirt and a sock. In the bottom panel the star beams with sparkly eyes next to "Coloring one (1) very important unicorn" and a pink crayon.',
        "Priorities, sorted.",
      ),
      meme(
        "snack-o-clock",
        "Snack O'Clock",
        'A mint-green meme card captioned "What time is it?" showing a smiling clock face with a cookie at every hour instead of numbers, and the answer underneath: "Snack o\'clock. Always."',
        "Every hour is a good hour for a snack.",
      ),
    ],
  },
  {
    id: "room-inspiration",
    title: "Room Inspiration",
    description: "Cozy littlespace corners, nooks and rooms to spark ideas for your own space.",
    items: [
      room(
        "starry-reading-nook",
        "Starry Reading Nook",
        "A reading nook against a dark blue wall painted with stars and a crescent moon. A pink fabric canopy strung with fairy lights hangs over a mint floor cushion where a sleepy yellow teddy bear sits between two pillows with an open book. A small bookshelf of colorful books stands to the right and a stack of picture books sits on the floor.",
        "A canopy, fairy lights and a pile of picture books.",
      ),
      room(
        "cloud-bedroom",
        "Cloud Bedroom",
        "A bedroom with pale blue walls. A bed with a big white cloud-shaped headboard has a lavender blanket dotted with stars, and a sleepy bunny plush rests on the pillow. A window shows the moon and stars, a string of colorful lights runs across the wall, and a nightstand holds a glowing star lamp above a pink rug.",
        "Sleep among the clouds, with a star lamp for company.",
      ),
      room(
        "blanket-fort",
        "Blanket Fort",
        'A blanket fort made from a mint polka-dot blanket draped over two chairs, with fairy lights along the top. A lavender teddy bear peeks out of the glowing doorway behind a pink cushion, and a sign taped to the blanket reads "Blanket Fort, Members Only". Pillows lie on the floor in front.',
        "Two chairs, one blanket, endless coziness.",
      ),
      room(
        "pastel-craft-corner",
        "Pastel Craft Corner",
        "A pastel craft corner with a wooden desk holding a cup of crayons, a jar of paintbrushes, a coloring page with a star and a small bunny plush. Above the desk, five finished coloring pages (a heart, a star, a rainbow, a moon and a flower) hang from a string with clothespins. A little stool stands on a mint rug.",
        "A desk for coloring, with your best pages on display.",
      ),
      room(
        "plushie-shelf-wall",
        "Plushie Shelf Wall",
        "A lavender wall with a big pastel rainbow between two clouds and three floating shelves lined with plush friends: teddy bears, bunnies, a star and a whale. Below, a mint beanbag holds a pink bunny, and a yellow basket is filled with more plushies.",
        "Give your plush friends a rainbow to live under.",
      ),
      room(
        "teepee-play-corner",
        "Teepee Play Corner",
        "A play corner with a mint wall and a string of colorful pennant flags. A white teepee with blue stripes has a glowing doorway where a teddy bear sits. Outside it, a bunny plush stands on the left, a pink ball rests on a rainbow-striped rug, and alphabet blocks marked A, B and C are stacked on the right.",
        "A teepee, some blocks and a rainbow rug.",
      ),
    ],
  },
  {
    id: "randomness",
    title: "Randomness",
    description: "Random cute things that made us smile.",
    items: [
      random(
        "sleepy-moon",
        "Sleepy Moon",
        "A yellow crescent moon with closed eyes and rosy cheeks, wearing a pink nightcap with a white pom-pom, resting on a fluffy white cloud in a starry night sky, with sleepy Z's floating up.",
        "Even the moon needs a nap sometimes.",
      ),
      random(
        "bunny-rocket",
        "Bunny Rocket",
        "A white rocket with a pink nose and lavender fins flying through space past pastel planets. A delighted bunny with sparkly eyes looks out of the round blue window.",
        "Next stop: the snack planet.",
      ),
      random(
        "cupcake-planet",
        "Cupcake Planet",
        "A planet shaped like a cupcake floating in a starry sky: pink frosting covered in colorful sprinkles with a cherry on top, a peach wrapper with a happy smiling face, and a lavender ring around its middle. A little cookie moon orbits nearby.",
        "The sweetest planet in the galaxy.",
      ),
      random(
        "rainbow-whale",
        "Rainbow Whale",
        "A smiling lavender whale floating on gentle mint waves under a pale blue sky with clouds, spouting a pastel rainbow from the top of its head.",
        "A whale who sneezes rainbows. Bless you!",
      ),
    ],
  },
];
