/**
 * What a visitor typed into a pre-rendered form before the page's scripts arrived. The page is
 * usable from its HTML, and its scripts come after the first paint; on a slow phone that leaves
 * time to start typing an email address. React's hydration then renders each controlled field
 * from its state, which is empty, and would lose the typing. The entry notes every field whose
 * value differs from the HTML's just before hydrating; once hydrated, each is given back the
 * way typing would (the native setter and an `input` event), so the form's state has it too.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

// Fields whose value is text; a ticked box or a chosen radio is left as React renders it.
const TEXT_INPUTS = new Set(["text", "email", "password", "search", "tel", "url", "number"]);

let typed: { field: Field; value: string }[] = [];

function initialValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
    return chosen?.value ?? "";
  }
  return field.defaultValue;
}

export function rememberTypedFields(root: ParentNode = document): void {
  typed = [];
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    if (field instanceof HTMLInputElement && !TEXT_INPUTS.has(field.type)) continue;
    if (field.value !== initialValue(field)) typed.push({ field, value: field.value });
  }
}

export function restoreTypedFields(): void {
  for (const { field, value } of typed) {
    if (!field.isConnected) continue;
    // React hydrated the field holding the visitor's text, so it believes the text is its own and
    // would reset it to the (empty) state at the next render. Telling it the field is empty, through
    // the element's own setter (which React watches), then writing the text through the
    // prototype's (which it does not) and sending `input` reads to React as the visitor typing it.
    field.value = "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
  typed = [];
}

/**
 * A form sent before hydration would go the browser's own way: a GET of the same page with the
 * fields, password included, in the address (and the history, and the server's log). This
 * script, inline in every page's head, holds such a send; the hydrated page sends it again.
 */
export const holdEarlySubmitScript =
  'document.addEventListener("submit",function(e){if(!document.documentElement.dataset.hydrated){e.preventDefault();window.__lssHeldSubmit=e.target}},true)';

/** Sends the form held before hydration, once React has rendered the fields given back. */
export function sendHeldSubmit(): void {
  const held = (window as { __lssHeldSubmit?: unknown }).__lssHeldSubmit;
  delete (window as { __lssHeldSubmit?: unknown }).__lssHeldSubmit;
  if (!(held instanceof HTMLFormElement)) return;
  // A task later: the fields' own updates (restoreTypedFields) render first, so the form's
  // handler reads the visitor's text, not the empty state it hydrated with.
  setTimeout(() => {
    if (held.isConnected) held.requestSubmit();
  }, 0);
}
