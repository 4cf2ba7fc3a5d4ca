import type { ReactNode } from "react";

const INPUT =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-slate-900 focus:outline-none focus:ring-2 focus:ring-slate-900/30";

/** `id`: where one page has several forms with the same field name (else `f-{name}`). */
type FieldProps = { label: string; name: string; id?: string; error?: string | null; hint?: string; className?: string };

const fieldId = ({ id, name }: Pick<FieldProps, "id" | "name">) => id ?? `f-${name}`;

/** A field's hint and error under it, with the ids its control's aria-describedby names (`described`). */
export function FieldNotes({ fid, hint, error }: { fid: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${fid}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fid}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

function FieldShell({ label, name, id, error, hint, className, children }: FieldProps & { children: ReactNode }) {
  const fid = fieldId({ id, name });
  return (
    <div className={className}>
      <label htmlFor={fid} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      <FieldNotes fid={fid} hint={hint} error={error} />
    </div>
  );
}

export const described = (fid: string, error?: string | null, hint?: string) =>
  [hint ? `${fid}-hint` : "", error ? `${fid}-error` : ""].filter(Boolean).join(" ") || undefined;

export function TextField(
  props: FieldProps & {
    type?: string;
    defaultValue?: string;
    autoComplete?: string;
    required?: boolean;
    inputMode?: "numeric" | "decimal" | "email" | "search";
  },
) {
  const { name, error, hint, type = "text", defaultValue, autoComplete, required, inputMode } = props;
  return (
    <FieldShell {...props}>
      <input
        id={fieldId(props)}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        required={required}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(fieldId(props), error, hint)}
        className={INPUT}
      />
    </FieldShell>
  );
}

export function SelectField(
  props: FieldProps & { options: readonly { value: string; label: string }[]; defaultValue?: string; onChange?: (value: string) => void },
) {
  const { name, error, hint, options, defaultValue, onChange } = props;
  return (
    <FieldShell {...props}>
      <select
        id={fieldId(props)}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(fieldId(props), error, hint)}
        className={INPUT}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function TextArea(props: FieldProps & { rows?: number; defaultValue?: string; required?: boolean }) {
  const { name, error, hint, rows = 3, defaultValue, required } = props;
  return (
    <FieldShell {...props}>
      <textarea
        id={fieldId(props)}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(fieldId(props), error, hint)}
        className={INPUT}
      />
    </FieldShell>
  );
}

const BUTTON = {
  primary: "bg-slate-900 text-white hover:bg-slate-700",
  secondary: "border border-slate-400 bg-white text-slate-900 hover:bg-slate-100",
  danger: "bg-red-800 text-white hover:bg-red-700",
} as const;

export function Button({
  children,
  kind = "primary",
  name,
  value,
  type = "submit",
  disabled,
  onClick,
}: {
  children: ReactNode;
  kind?: keyof typeof BUTTON;
  name?: string;
  value?: string;
  type?: "submit" | "button";
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      name={name}
      value={value}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-900 focus-visible:ring-offset-2 disabled:opacity-60 ${BUTTON[kind]}`}
    >
      {children}
    </button>
  );
}

/** What an action answered: an error in words (role="alert", so a screen reader hears it) or a confirmation. */
export function FormMessage({ error, done }: { error?: string | null; done?: string | null }) {
  if (error)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
        {error}
      </p>
    );
  if (done)
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
        {done}
      </p>
    );
  return null;
}

/** An action's answer as a message: what `{ error }` or `{ done }` it returned, or nothing before the first post. */
export function ActionMessage({ result }: { result: { error: string } | { done: string } | undefined }) {
  return <FormMessage error={result && "error" in result ? result.error : null} done={result && "done" in result ? result.done : null} />;
}

/**
 * The filters a list can do without fold away under one summary, so a phone shows the rows first; open when one
 * of them is in use. A `<details>`: it opens without JavaScript.
 */
export function MoreFilters({ open, summary, children }: { open: boolean; summary: string; children: ReactNode }) {
  return (
    <details open={open} className="mt-3">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium underline underline-offset-2">{summary}</summary>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </details>
  );
}

/** A filter's "any" choice: the empty value, which the filter's parser reads as no filter. */
export const anyChoice = (label: string) => ({ value: "", label });

/** A list's dealership filter; a site of one dealership has nothing to choose, so it shows none. */
export function DealershipFilter({ dealerships, value }: { dealerships: { slug: string; name: string }[]; value: string | undefined }) {
  if (dealerships.length <= 1) return null;
  return (
    <SelectField
      label="Dealership"
      name="dealership"
      defaultValue={value ?? ""}
      options={[anyChoice("Any dealership"), ...dealerships.map((d) => ({ value: d.slug, label: d.name }))]}
    />
  );
}
