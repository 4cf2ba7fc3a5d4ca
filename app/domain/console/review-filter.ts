import { z } from "zod";

/** The reviews list's filters from its address; anything unreadable falls back to the whole list rather than an error. */
export const reviewFilterSchema = z.object({
  state: z.enum(["all", "shown", "hidden"]).catch("all"),
  dealership: z.string().min(1).max(100).optional().catch(undefined),
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
});
export type ReviewListFilter = z.infer<typeof reviewFilterSchema>;

/** A filter's dealership within those the person works for (null: every one); a dealership outside them shows nothing. */
export function reviewScope(chosen: string | undefined, theirs: readonly string[] | null): readonly string[] | null {
  if (!chosen) return theirs;
  return theirs === null || theirs.includes(chosen) ? [chosen] : [];
}
