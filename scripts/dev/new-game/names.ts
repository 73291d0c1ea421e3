/** Checks a new game's id and title, and derives the code names the template needs. */

export interface GameNames {
  /** kebab-case: the folder, the URL (/games/<id>) and the registry id. */
  readonly id: string;
  readonly title: string;
  /** PascalCase, for types and functions: PebbleDrop. */
  readonly pascal: string;
  /** UPPER_SNAKE_CASE, for the rules' constants: PEBBLE_DROP. */
  readonly constant: string;
}

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Words and light punctuation: the title goes into TypeScript strings, JSX and SVG as it is. */
const TITLE = /^[A-Za-z0-9][A-Za-z0-9 ',.!?:-]*$/;

export interface Taken {
  /** Folders in games/ and ids in the registry. */
  readonly ids: readonly string[];
  /** Fixed routes under /games/ (a redirect such as /games/cozy-cloud-hop). */
  readonly routes: readonly string[];
  readonly titles: readonly string[];
}

/** The reasons an id and title cannot be used; none means they are fine. */
export function problems(id: string, title: string, taken: Taken): string[] {
  const found: string[] = [];
  if (!ID.test(id))
    found.push(
      `The id "${id}" must be kebab-case: lower-case letters and digits in words joined by "-", e.g. pebble-drop.`,
    );
  else if (id.length > 40) found.push(`The id "${id}" is longer than 40 characters.`);
  else if (taken.ids.includes(id)) found.push(`The id "${id}" is taken: games/${id}/ already exists or is registered.`);
  else if (taken.routes.includes(id))
    found.push(`The id "${id}" is taken: /games/${id} is already a page of the site.`);
  const trimmed = title.trim();
  if (trimmed === "") found.push('The title is empty: give the name players see, e.g. "Pebble Drop".');
  else if (trimmed.length > 40) found.push(`The title "${trimmed}" is longer than 40 characters.`);
  else if (!TITLE.test(trimmed))
    found.push(`The title "${trimmed}" may hold only letters, digits, spaces and ' , . ! ? : - (no quotes or < > &).`);
  else if (taken.titles.some((t) => t.toLowerCase() === trimmed.toLowerCase()))
    found.push(`The title "${trimmed}" is already a game's title.`);
  return found;
}

export function namesFor(id: string, title: string): GameNames {
  const words = id.split("-");
  return {
    id,
    title: title.trim(),
    pascal: words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(""),
    constant: words.map((w) => w.toUpperCase()).join("_"),
  };
}

/** The template with the game's names in place of __ID__, __TITLE__, __Name__ and __NAME__. */
export function fill(template: string, names: GameNames): string {
  return template
    .replaceAll("__ID__", names.id)
    .replaceAll("__TITLE__", names.title)
    .replaceAll("__Name__", names.pascal)
    .replaceAll("__NAME__", names.constant);
}
