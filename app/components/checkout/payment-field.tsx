/** What a payment form's POST sent back: the message, each field's problem, and what to put back in the fields. */
export type FormErrors = { message?: string; fields?: Record<string, string>; values?: Record<string, string> };

type FieldProps = {
  name: string;
  label: string;
  autoComplete: string;
  type?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  placeholder?: string;
  optional?: boolean;
  errors: FormErrors;
  /** Card details are never sent back to the page. */
  keep?: boolean;
  /** Set when a page has more than one such form, so each field's id is its own. */
  idPrefix?: string;
};

/** A labelled text field of the payment forms, with its problem below it (announced through aria-describedby). */
export function Field({
  name,
  label,
  autoComplete,
  type = "text",
  inputMode,
  placeholder,
  optional,
  errors,
  keep = true,
  idPrefix = "",
}: FieldProps) {
  const error = errors.fields?.[name];
  const id = `${idPrefix}${name}`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label} {optional ? <span className="font-normal text-muted">(optional)</span> : <span aria-hidden="true">*</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={!optional}
        defaultValue={keep ? (errors.values?.[name] ?? "") : ""}
        className="mt-1 w-full rounded-site border border-black/25 bg-surface px-3 py-2 focus:outline-none focus:ring-2 focus:ring-brand"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
