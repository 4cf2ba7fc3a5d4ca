import { jsonTextClean, parseRequestJson } from "~/lib/clean-input";
/**
 * A lead request's body as plain data, from JSON or a form post. Form fields named like
 * `custom_fields[colour]` become nested objects, and repeated fields become lists, so both
 * encodings give the schema the same shape.
 */
export type ReadBody =
  | { ok: true; body: Record<string, unknown> }
  /** A malformed request (400): the sending code, not the shopper, must change. */
  | { ok: false; code: "invalid_json" | "bad_request"; error: string };

export async function readLeadBody(request: Request): Promise<ReadBody> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const read = parseRequestJson(await request.text());
    if (!read.ok) return { ok: false, code: "invalid_json", error: read.error };
    const parsed = read.value;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? { ok: true, body: parsed as Record<string, unknown> }
      : { ok: false, code: "bad_request", error: "The request body must be a JSON object." };
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return readFormBody(request);
  }
  return { ok: false, code: "bad_request", error: "Send the enquiry as JSON or as a form." };
}

/** A form post's fields as plain data; a body that is not a readable form, or holds control characters, is a 400. */
export async function readFormBody(request: Request): Promise<ReadBody> {
  let body: Record<string, unknown>;
  try {
    body = formDataToBody(await request.formData());
  } catch {
    // Bad input, answered 400 and recorded in the request log line.
    return { ok: false, code: "bad_request", error: "The form data could not be read." };
  }
  return jsonTextClean(body)
    ? { ok: true, body }
    : { ok: false, code: "bad_request", error: "The form contains control characters or broken Unicode." };
}

export function formDataToBody(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, raw] of form.entries()) {
    if (typeof raw !== "string") continue;
    const nested = name.match(/^(\w+)\[(\w*)\]$/);
    if (nested) {
      const [, parent, child] = nested;
      if (child === "") {
        const list = Array.isArray(body[parent]) ? (body[parent] as string[]) : [];
        body[parent] = [...list, raw];
      } else {
        const group =
          body[parent] && typeof body[parent] === "object" && !Array.isArray(body[parent]) ? (body[parent] as Record<string, string>) : {};
        body[parent] = { ...group, [child]: raw };
      }
    } else if (name in body) {
      const existing = body[name];
      body[name] = Array.isArray(existing) ? [...existing, raw] : [existing, raw];
    } else body[name] = raw;
  }
  return body;
}

/** What a shopper typed, to show again beside the errors: the text and list fields of a posted form. */
export function typedValues(body: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === "string" || Array.isArray(v))) as Record<
    string,
    string | string[]
  >;
}

/** A form field's text, trimmed; "" when the field is missing or was sent more than once. */
export const bodyText = (body: Record<string, unknown>, name: string): string =>
  typeof body[name] === "string" ? (body[name] as string).trim() : "";
