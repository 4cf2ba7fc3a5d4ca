import type { ComponentProps } from "react";
import { Form } from "react-router";
import { CSRF_FIELD, useConsoleLayout } from "./console-csrf";

/**
 * Every console write goes through this form: it posts (with or without JavaScript) and carries the session's token,
 * which the action checks before anything else (app/console/require-staff.server.ts).
 */
export function ConsoleForm({ children, method = "post", ...props }: ComponentProps<typeof Form>) {
  const { csrf } = useConsoleLayout();
  return (
    <Form method={method} {...props}>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      {children}
    </Form>
  );
}
