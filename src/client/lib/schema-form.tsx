import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from '~/shared/field-errors';
import { type FormName, formAction } from '~/shared/form-posts';
import { usePostedForm } from './posted-form';
import { serverFieldErrors } from './request-error';

/**
 * The one form mechanism of the app (decision 006): the values of a form are checked with the
 * shared zod schema of its request, the messages shown are the schema's, and what is sent is
 * the schema's output (`parsed.data`), never the raw values. The server's own field messages
 * (D3 `issues`) land in the same place. After a refused submit the first invalid field in the
 * page's order takes the focus.
 *
 * This module imports zod for its types only, so a page can use it without loading zod: pass
 * the schema itself, or a function that imports it (`() => import(...)`), which is then loaded
 * on the form's first focus, or at the latest on submit. The home page's forms do the latter
 * (its JavaScript budget).
 */
type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

type FormValues = object;

/** One field of a form's values, by a name read from the page (the DOM, a post). */
const field = (values: object, key: string): unknown => Reflect.get(values, key);

type Validation<S extends z.ZodType> = { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors };

type Options<V extends FormValues, S extends z.ZodType, I> = {
  initial: V;
  schema: SchemaSource<S>;
  /** Values to the request's input (extra fields, lists...); the values themselves by default. */
  toInput?: (values: V) => I;
  /** Called with the schema's output (and the input it came from) once the values are valid. */
  onValid?: (data: z.output<S>, input: I) => unknown;
  /**
   * A refused submit: the messages to show next to the fields (all of them by default). A form
   * whose spec answers some mistakes with a toast instead returns what is left to show.
   */
  onInvalid?: (errors: FieldErrors, values: V) => FieldErrors | void;
  /** The element id of a field (its label's htmlFor); its message is `${id}-error`. */
  id?: (name: keyof V & string) => string;
  /** Typing in a field clears its message (otherwise messages stay until the next submit). */
  clearErrorOnChange?: boolean;
  /** Values held by a parent (the checkout keeps the payer's details across plans). */
  values?: V;
  onValuesChange?: (values: V) => void;
  /**
   * The form's name for a post without JavaScript (docs/decisions/021): the <form> gets
   * `method="post"` and `action="/forms/NAME"`, and a page rendered after such a post starts
   * with its values, messages and result.
   */
  post?: FormName;
  /**
   * Until hydrated, the browser checks the fields' own constraints (`required`, `type="email"`)
   * and blocks a submit that breaks them: for a form the spec says makes no call when blank (the
   * support card). Once hydrated the schema checks, as for every form.
   */
  nativeUntilHydrated?: boolean;
};

/**
 * Values in the server's HTML that the visitor changed before the form's code hydrated
 * (docs/decisions/021): read from the DOM while hydrating, by field name (`name`, or the
 * element whose id is the field's id), so nothing typed, chosen or ticked is lost.
 */
function valuesInPage<V extends FormValues>(initial: V, id: (name: keyof V & string) => string): Partial<V> {
  const found: Partial<Record<keyof V, unknown>> = {};
  const keys = Object.keys(initial) as (keyof V & string)[];
  let form: HTMLFormElement | null = null;
  for (const key of keys) form ??= (document.getElementById(id(key)) as HTMLInputElement | null)?.form ?? null;
  for (const key of keys) {
    const named = form ? [...form.querySelectorAll<HTMLInputElement>(`[name="${key}"]`)] : [];
    const byId = document.getElementById(id(key)) as HTMLInputElement | null;
    const elements = named.length ? named : byId ? [byId] : [];
    if (!elements.length || !('value' in elements[0])) continue;
    const current = field(initial, key);
    if (Array.isArray(current)) found[key] = elements.filter((e) => e.checked).map((e) => e.value);
    else if (typeof current === 'boolean') found[key] = elements[0].checked;
    else if (typeof current === 'string') {
      const choice = elements.find((e) => (e.type === 'radio' ? e.checked : true));
      if (choice) found[key] = choice.value;
    }
  }
  return found as Partial<V>;
}

/** Posted values (strings, lists) in the shape of the form's own values. */
function postedValues<V extends FormValues>(initial: V, posted: Record<string, string | string[]> | undefined): Partial<V> {
  const found: Partial<Record<keyof V, unknown>> = {};
  for (const key of Object.keys(initial) as (keyof V & string)[]) {
    const value = posted?.[key];
    if (value === undefined) continue;
    const current = field(initial, key);
    if (Array.isArray(current)) found[key] = Array.isArray(value) ? value : [value];
    else if (typeof current === 'string') found[key] = Array.isArray(value) ? (value[0] ?? '') : value;
  }
  return found as Partial<V>;
}

const subscribeToNothing = () => () => {};

const isLoader = <S extends z.ZodType>(source: SchemaSource<S>): source is () => Promise<S> => typeof source === 'function';

export function useSchemaForm<V extends FormValues, S extends z.ZodType, I = V>(options: Options<V, S, I>) {
  const { initial, schema, id = (name: string) => name, clearErrorOnChange = false } = options;
  // React reads the server snapshot while hydrating (and on the server), the client one otherwise.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // Kept from the first render: once hydrated, the page's posted state is no longer read.
  const [posted] = useState(usePostedForm(options.post, hydrating));
  // What the page already holds: a refused post's values, then whatever was typed before hydration.
  const [fromPage] = useState<Partial<V> | null>(() =>
    posted || (hydrating && typeof document !== 'undefined')
      ? { ...postedValues(initial, posted?.values), ...(typeof document !== 'undefined' && hydrating ? valuesInPage(initial, id) : {}) }
      : null,
  );
  const [ownValues, setOwnValues] = useState<V>(() => ({ ...initial, ...fromPage }));
  const values = options.values ?? ownValues;
  const [errors, setErrors] = useState<FieldErrors>(posted?.errors ?? {});
  // False in the server's HTML and until hydrated: what must work without JavaScript stays enabled there.
  const [hydrated, setHydrated] = useState(false);
  // The latest values, so several changes in one event build on each other.
  const latest = useRef(values);
  latest.current = values;
  const loaded = useRef<Promise<S> | null>(null);
  const container = useRef<HTMLElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // Once the messages are on screen, the first invalid field (in the page's order) takes the focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    const root: ParentNode = container.current ?? document;
    root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const loadSchema = (): Promise<S> => {
    if (!isLoader(schema)) return Promise.resolve(schema);
    loaded.current ??= schema().catch((error: unknown) => {
      loaded.current = null; // Try again on the next focus or submit.
      throw error;
    });
    return loaded.current;
  };

  const setValues = (next: V) => {
    latest.current = next;
    if (optionsRef.current.onValuesChange) optionsRef.current.onValuesChange(next);
    else setOwnValues(next);
  };

  // Values held by a parent: what the page held before hydration is handed up once.
  useEffect(() => {
    if (fromPage && options.values && Object.keys(fromPage).length) setValues({ ...latest.current, ...fromPage });
    // Once, at hydration: what the page held is handed up a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const clearError = (name: string) => setErrors((current) => (current[name] ? { ...current, [name]: '' } : current));

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues({ ...latest.current, [name]: value });
    if (clearErrorOnChange) clearError(name);
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    if (Object.values(next).some(Boolean)) setFocusRequest((n) => n + 1);
  };

  type Checked = { ok: true; data: z.output<S>; input: I } | { ok: false; errors: FieldErrors };
  const check = (checker: S): Checked => {
    const current = latest.current;
    const input = (optionsRef.current.toInput ? optionsRef.current.toInput(current) : current) as I;
    const parsed = checker.safeParse(input);
    if (parsed.success) {
      setErrors({});
      return { ok: true, data: parsed.data, input };
    }
    const found = fieldErrors(parsed.error.issues);
    showErrors(optionsRef.current.onInvalid?.(found, current) ?? found);
    return { ok: false, errors: found };
  };

  /** Checks the current values and shows the messages: the schema's output when they are valid. */
  const validate = async (): Promise<Validation<S>> => {
    const result = check(await loadSchema());
    return result.ok ? { ok: true, data: result.data } : result;
  };

  const finish = (result: Checked) => (result.ok ? optionsRef.current.onValid?.(result.data, result.input) : undefined);

  /** Checks the values, then hands the schema's output to onValid (for a submit without a <form>). */
  const submit = (): Promise<void> =>
    // A schema at hand is applied at once (in the same event); one still to load is awaited first.
    (isLoader(schema)
      ? loadSchema().then((loadedSchema) => finish(check(loadedSchema)))
      : new Promise((resolve) => resolve(finish(check(schema))))
    )
      .then(() => undefined)
      .catch((error: unknown) => console.error('The form could not be submitted:', error));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const errorId = (name: keyof V & string) => `${id(name)}-error`;
  const ref = (element: HTMLElement | null) => {
    container.current = element;
  };

  // Hydrated: a submit the page's inline guard held for a form that needs JavaScript
  // (src/server/pages.ts, preHydrationSubmitGuard) is made now, so the press is not lost.
  const wasHydrating = useRef(hydrating);
  useEffect(() => {
    setHydrated(true);
    // Typed while React was hydrating (after it read the page, before it committed): read once more.
    if (wasHydrating.current) {
      const again = valuesInPage(initial, id);
      const changed = Object.keys(again).filter((key) => JSON.stringify(field(again, key)) !== JSON.stringify(field(latest.current, key)));
      if (changed.length) setValues({ ...latest.current, ...again });
    }
    const element = container.current;
    if (!element) return;
    element.dataset.ready = '1';
    if (element.dataset.pendingSubmit) {
      delete element.dataset.pendingSubmit;
      void submit();
    }
    // Once, when hydration commits: a held submit is made a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const action = options.post ? formAction(options.post) : undefined;
  return {
    values,
    errors,
    /** True once the form's code runs in the browser (false in the server's HTML). */
    hydrated,
    /** The page was rendered after a post without JavaScript: its result, or a refusal's message. */
    posted,
    set,
    setValues,
    validate,
    submit,
    /** Back to the given values (the initial ones by default), without messages. */
    reset: (next: V = initial) => {
      setValues(next);
      setErrors({});
    },
    /** Removes one field's message (a field the schema does not hold, such as a file, was changed). */
    clearError,
    /** Messages found outside the schema (a file not chosen, an upload refused) next to their fields. */
    showErrors,
    /** The server's field messages (D3 `issues`) next to the fields; the values stay. */
    showServerErrors: (error: unknown) => showErrors(serverFieldErrors(error)),
    id,
    errorId,
    /** The element whose first invalid field takes the focus: the form, or the part checked on its own. */
    ref,
    /** Spread on the <form>. */
    formProps: {
      ref,
      onSubmit,
      onFocus: () => void loadSchema().catch(() => undefined),
      noValidate: !options.nativeUntilHydrated || hydrated,
      // Without a post of its own, a submit before hydration is held by the page's guard, then made;
      // with scripts off entirely it is still a POST, so no value (a password) ever lands in the address.
      method: 'post',
      ...(action ? { action } : { 'data-needs-js': '' }),
    },
    /** id, name, value, onChange and the aria wiring of a text input, textarea or select. */
    field: (name: keyof V & string) => ({
      id: id(name),
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        set(name, event.target.value as V[typeof name]),
      'aria-invalid': Boolean(errors[name]),
      'aria-describedby': errors[name] ? errorId(name) : undefined,
    }),
  };
}

/** The honeypot (D8) of a form's `website` field: hidden from people and assistive technology, only bots fill it in. */
export function Honeypot({
  form,
}: {
  form: { id: (name: 'website') => string; values: { website: string }; set: (name: 'website', value: string) => void };
}) {
  const id = form.id('website');
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={form.values.website}
        onChange={(e) => form.set('website', e.target.value)}
      />
    </div>
  );
}

/** A form's refusal, read out when it appears, after its title when the spec gives one; nothing while there is none. */
export function AlertMessage({
  message,
  title,
  className = 'field-error',
}: {
  message: string | null | undefined;
  title?: string;
  className?: string;
}) {
  if (!message) return null;
  return title ? (
    <div className={className} role="alert">
      <p className="font-bold">{title}</p>
      <p>{message}</p>
    </div>
  ) : (
    <p className={className} role="alert">
      {message}
    </p>
  );
}

/**
 * A refusal of a post without JavaScript that is not about one field: the spec's title and sentence
 * where its toast has them (a blank support card), or the throttle's or Origin rule's sentence.
 */
export function FormMessage({ form }: { form: { posted: { message?: string; title?: string } | null } }) {
  return <AlertMessage message={form.posted?.message} title={form.posted?.title} />;
}

/**
 * The end of a form that posts once: its honeypot, a post's refusal, and the submit button, which
 * says "Submitting..." while the request is under way.
 */
export function FormSubmit({
  form,
  pending,
  label,
  className = 'btn-primary w-full sm:w-auto',
}: {
  form: Parameters<typeof Honeypot>[0]['form'] & Parameters<typeof FormMessage>[0]['form'];
  pending: boolean;
  label: string;
  className?: string;
}) {
  return (
    <>
      <Honeypot form={form} />
      <FormMessage form={form} />
      <button type="submit" className={className} disabled={pending}>
        {pending ? 'Submitting...' : label}
      </button>
    </>
  );
}

/** What a post without JavaScript achieved, where the JavaScript form shows a toast (docs/decisions/021). */
export function FormSuccess({
  form,
  title,
  description,
}: {
  form: { posted: { result?: object } | null };
  title: string;
  description: string;
}) {
  return form.posted?.result ? (
    <div className="rounded-sm border-2 border-gold bg-parchment p-4" role="status">
      <p className="font-display font-bold">{title}</p>
      <p className="mt-1 text-base">{description}</p>
    </div>
  ) : null;
}

/** A field's message, with the id its input's aria-describedby points at. */
export function FieldError<N extends string>({ form, name }: { form: { errors: FieldErrors; errorId: (name: N) => string }; name: N }) {
  const message = form.errors[name];
  return message ? (
    <p id={form.errorId(name)} className="field-error">
      {message}
    </p>
  ) : null;
}

/** The options of a select, one a value, each shown as `label` says (the value itself unless told). */
export function Options<T extends string>({ values, label = (value) => value }: { values: readonly T[]; label?: (value: T) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/** A field of a schema form: its label, its control (`children`, spread with `form.field(name)`), and its message. */
export function FormField<N extends string>({
  form,
  name,
  label,
  children,
}: {
  form: { id: (name: N) => string; errors: FieldErrors; errorId: (name: N) => string };
  name: N;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={form.id(name)} className="field-label">
        {label}
      </label>
      {children}
      <FieldError form={form} name={name} />
    </div>
  );
}
