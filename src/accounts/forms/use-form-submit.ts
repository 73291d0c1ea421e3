import { createRef, useState, type RefObject } from "react";
import type { ServiceError } from "../messages";
import { offlineProblem } from "../../offline/connection";

/** What is wrong with each field's value; null (or no entry) where nothing is. */
export type FieldProblems<Name extends string> = Partial<Record<Name, string | null>>;

interface Submission<Name extends string> {
  /** The fields' problems, checked when the form is sent (before anything leaves the browser). */
  check?: () => FieldProblems<Name>;
  send: () => Promise<{ error: ServiceError | null }>;
  /**
   * A failed answer in words for the form. Null means the form goes on as if it succeeded
   * (the forgotten-password form gives one answer whatever the service says).
   */
  failed: (error: ServiceError) => string | null;
}

/**
 * The steps every account form takes when sent: the fields are checked and the first one with a
 * problem gets the focus; offline, nothing is sent and what was typed stays; while the request
 * runs the form is busy; a failed answer becomes the form's message. `fields` lists the names in
 * the order they appear, which is the order the focus looks for a problem.
 */
export function useFormSubmit<Name extends string>(fields: readonly Name[]) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<FieldProblems<Name>>({});
  const [refs] = useState(() => new Map(fields.map((name) => [name, createRef<HTMLInputElement>()])));

  const ref = (name: Name) => refs.get(name) as RefObject<HTMLInputElement | null>;
  const focus = (name: Name) => ref(name).current?.focus();

  /** Resolves true once the service took the form (or `failed` let it go on). */
  async function submit({ check, send, failed }: Submission<Name>): Promise<boolean> {
    if (busy) return false;
    setFailure(null);
    const found: FieldProblems<Name> = check?.() ?? {};
    setProblems(found);
    const first = fields.find((name) => found[name]);
    if (first) {
      focus(first);
      return false;
    }
    const offline = offlineProblem();
    if (offline) {
      setFailure(offline);
      return false;
    }
    setBusy(true);
    const { error } = await send();
    setBusy(false);
    if (!error) return true;
    // The connection dropped mid-request: nothing was wrong with what was typed.
    const problem = offlineProblem() ?? failed(error);
    setFailure(problem);
    return problem === null;
  }

  /** Forgets the problems and the message, as for a form opened afresh. */
  function clear() {
    setProblems({});
    setFailure(null);
  }

  return {
    busy,
    failure,
    setFailure,
    submit,
    focus,
    clear,
    /** The props that tie a TextField to the form: its ref (for the focus) and its problem. */
    field: (name: Name) => ({ ref: ref(name), problem: problems[name] ?? null }),
  };
}
