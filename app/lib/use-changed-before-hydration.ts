import { type RefObject, useEffect } from "react";

/**
 * A form that answers as the shopper types (its onChange submits) cannot hear what was typed before the
 * page's JavaScript ran: the field has the text, but no change reached React. Once hydrated, a field
 * whose value differs from the one the server wrote submits the form, so the typing is answered.
 */
export function useSubmitChangedBeforeHydration(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const changed = [...element.elements].some(
      (field) => (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue,
    );
    if (changed) element.requestSubmit();
  }, [form]);
}
