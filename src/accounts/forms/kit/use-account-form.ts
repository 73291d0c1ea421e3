import { createRef, useEffect, useState, type ChangeEvent, type RefObject } from "react";
import type { ServiceError } from "../../messages/auth";
import { offlineProblem } from "../../../offline/connection";

/** What is wrong with each field's value; null (or no entry) where nothing is. */
export type FieldProblems<Name extends string> = Partial<Record<Name, string | null>>;

/**
 * A failed answer as the form tells it: the message, or null to go on as if it succeeded (the
 * forgotten-password form gives one answer whatever the service says), or the message with the
 * field to fix, which then takes the focus (and with `empty`, starts over).
 */
export type Failure<Name extends string> = string | null | { message: string; focus: Name; empty?: boolean };

export interface Sending<Name extends string> {
  /** The fields' problems, checked before anything leaves the browser. */
  check?: (values: Record<Name, string>) => FieldProblems<Name>;
  send: (values: Record<Name, string>) => Promise<{ error: ServiceError | null }>;
  failed: (error: ServiceError, values: Record<Name, string>) => Failure<Name>;
  /** After the service took the form (or `failed` let it go on). */
  done?: (values: Record<Name, string>) => void;
}

export interface AccountFormSetup<Name extends string> extends Sending<Name> {
  /** The fields and their first values, in the order they appear: the order the focus looks for a problem. */
  fields: Record<Name, string>;
  /** While true nothing is sent (a mail's countdown runs). */
  held?: boolean;
}

/**
 * The state and the steps of an account form. When sent: the fields are checked and the first one
 * with a problem gets the focus; offline, nothing is sent and what was typed stays; while the
 * request runs the form is busy; a failed answer becomes the form's message, which takes the
 * focus unless a field is to blame. `<AccountForm>` draws it.
 */
export function useAccountForm<Name extends string>(setup: AccountFormSetup<Name>) {
  const names = Object.keys(setup.fields) as Name[];
  const [values, setValues] = useState(setup.fields);
  const [busy, setBusy] = useState(false);
  // A fresh object for each message, so a repeated one takes the focus again.
  const [failure, setFailure] = useState<{ message: string | null; focusIt: boolean }>({
    message: null,
    focusIt: false,
  });
  const [problems, setProblems] = useState<FieldProblems<Name>>({});
  const [refs] = useState(() => new Map(names.map((name) => [name, createRef<HTMLInputElement>()])));
  // The message's element, kept in state so that its arrival runs the effect that focuses it.
  const [alert, setAlert] = useState<HTMLDivElement | null>(null);

  const ref = (name: Name) => refs.get(name) as RefObject<HTMLInputElement | null>;
  const focus = (name: Name) => ref(name).current?.focus();
  const set = (name: Name, value: string) => setValues((now) => ({ ...now, [name]: value }));

  useEffect(() => {
    if (failure.message && failure.focusIt) alert?.focus();
  }, [failure, alert]);

  /** Says what is wrong with the whole form, and sends the focus to it once it is drawn. */
  const fail = (message: string | null) => setFailure({ message, focusIt: true });

  /** Sends the form (with another `send` or `failed` for a form of several buttons); resolves true once taken. */
  async function submit(other: Partial<Sending<Name>> = {}): Promise<boolean> {
    const { check, send, failed, done } = { ...setup, ...other };
    if (busy || setup.held) return false;
    fail(null);
    const found: FieldProblems<Name> = check?.(values) ?? {};
    setProblems(found);
    const first = names.find((name) => found[name]);
    if (first) {
      focus(first);
      return false;
    }
    const offline = offlineProblem();
    if (offline) {
      fail(offline);
      return false;
    }
    setBusy(true);
    const { error } = await send(values);
    setBusy(false);
    if (error) {
      // The connection dropped mid-request: nothing was wrong with what was typed.
      const problem = offlineProblem() ?? failed(error, values);
      if (problem !== null && typeof problem === "object") {
        setFailure({ message: problem.message, focusIt: false });
        if (problem.empty) set(problem.focus, "");
        focus(problem.focus);
        return false;
      }
      fail(problem);
      if (problem !== null) return false;
    }
    done?.(values);
    return true;
  }

  /** Forgets the values typed, the problems and the message, as for a form opened afresh. */
  function reset() {
    setValues(setup.fields);
    setProblems({});
    setFailure({ message: null, focusIt: false });
  }

  return {
    values,
    set,
    busy,
    failure: failure.message,
    fail,
    submit,
    focus,
    reset,
    /** The ref of the form's message, which takes the focus when nothing in a field is to blame. */
    alert: setAlert,
    /** The props that tie a TextField to the form: its value, its ref (for the focus) and its problem. */
    field: (name: Name) => ({
      ref: ref(name),
      problem: problems[name] ?? null,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
    }),
  };
}

export type AccountFormState<Name extends string> = ReturnType<typeof useAccountForm<Name>>;
