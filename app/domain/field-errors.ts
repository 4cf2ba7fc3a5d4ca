import type { z } from "zod";

/** A refusal's errors by the field a person fixes: each field's first message, the shape the API and the forms share. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return fields;
}
