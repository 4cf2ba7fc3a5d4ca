/** A lead's id is a UUID; anything else names no lead (and never reaches a `::uuid` cast as an error). */
export const isLeadId = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
