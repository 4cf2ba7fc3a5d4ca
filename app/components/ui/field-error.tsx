/** A field's error under it, by id (the field names it in aria-describedby); nothing when there is none. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  ) : null;
}
