/**
 * What a shopper has typed, kept on this device until the server confirms the lead: a closed
 * tab, a reload or a dropped connection never loses an enquiry. A draft with a pending body was
 * sent (or was about to be) and is sent again, with the same idempotency key, until it lands.
 */
export type FieldValues = Record<string, string | string[]>;
export type Draft = { values: FieldValues; key: string; pending: { body: Record<string, unknown> } | null; savedAt: number };

const PREFIX = "lead-draft:";
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadDraft(id: string): Draft | null {
  try {
    const raw = storage()?.getItem(PREFIX + id);
    const draft = raw ? (JSON.parse(raw) as Draft) : null;
    return draft && Date.now() - draft.savedAt < MAX_AGE_MS ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(id: string, draft: Omit<Draft, "savedAt">) {
  try {
    storage()?.setItem(PREFIX + id, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the form still works, it just cannot survive a reload.
  }
}

export function clearDraft(id: string) {
  storage()?.removeItem(PREFIX + id);
}

/** Every draft still waiting for the server, for the page that resumes them. */
export function pendingDraftIds(): string[] {
  const store = storage();
  if (!store) return [];
  const ids: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX) && loadDraft(key.slice(PREFIX.length))?.pending) ids.push(key.slice(PREFIX.length));
  }
  return ids;
}

export function readFormValues(form: HTMLFormElement): FieldValues {
  const values: FieldValues = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value !== "string") continue;
    const existing = values[name];
    values[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return values;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** A field the shopper has changed from what the page gave it (typed or chosen, even before the form's code ran). */
export function changedByShopper(element: Field): boolean {
  if (element instanceof HTMLSelectElement) return Array.from(element.options).some((o) => o.selected !== o.defaultSelected);
  if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio"))
    return element.checked !== element.defaultChecked;
  return element.value !== element.defaultValue;
}

/** Whether the shopper has changed any of the form's fields. */
export const formChanged = (form: HTMLFormElement) =>
  Array.from(form.elements).some((e) => isField(e) && e.type !== "hidden" && changedByShopper(e));

/**
 * Puts saved values back into the form's fields (checkboxes by value, the rest by name), leaving alone
 * a field the shopper has already changed (say, typed into before the form's code had loaded).
 */
export function restoreFormValues(form: HTMLFormElement, values: FieldValues, skip: readonly string[]) {
  for (const element of Array.from(form.elements)) {
    if (!isField(element)) continue;
    if (!element.name || skip.includes(element.name) || element.type === "hidden" || changedByShopper(element)) continue;
    const saved = values[element.name];
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      const list = saved === undefined ? [] : Array.isArray(saved) ? saved : [saved];
      element.checked = list.includes(element.value);
    } else if (saved !== undefined) {
      element.value = Array.isArray(saved) ? saved[0] : saved;
    }
  }
}
