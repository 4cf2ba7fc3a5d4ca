/**
 * The make_model facet names a model together with its make ('Toyota > HiLux'), so one model
 * name shared by two makes stays two values. These are the only places that know the separator.
 */
const SEPARATOR = " > ";

export const joinMakeModel = (make: string, model: string) => `${make}${SEPARATOR}${model}`;

/** 'Toyota > HiLux' -> { make: 'Toyota', model: 'HiLux' }; null for a value without the separator. */
export function splitMakeModel(value: string): { make: string; model: string } | null {
  const at = value.indexOf(SEPARATOR);
  return at < 0 ? null : { make: value.slice(0, at), model: value.slice(at + SEPARATOR.length) };
}

/** The model part of a make_model value when it belongs to this make; null otherwise. */
export function modelOfMake(value: string, make: string): string | null {
  const split = splitMakeModel(value);
  return split && split.make === make ? split.model : null;
}
