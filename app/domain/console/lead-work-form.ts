import { z } from "zod";
import { CONTACT_CHANNELS, LEAD_STATUSES } from "./lead-status";

const note = z.string().trim().max(4000, "Keep a note under 4,000 characters.");

/** What the lead page's forms post (`intent` says which), checked on the server and read the same in the browser. */
export const leadWorkSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(LEAD_STATUSES, "Choose a status.") }),
  z.object({ intent: z.literal("contact"), channel: z.enum(CONTACT_CHANNELS, "Choose how you contacted them."), body: note.optional() }),
  z.object({ intent: z.literal("note"), body: note.min(1, "Write the note first.") }),
  z.object({ intent: z.literal("assign"), staffId: z.union([z.literal(""), z.string().regex(/^\d{1,18}$/)], "Choose a person.") }),
  z.object({ intent: z.literal("replay"), deliveryId: z.string().regex(/^\d{1,18}$/, "That delivery isn't one of this lead's.") }),
]);
export type LeadWork = z.infer<typeof leadWorkSchema>;
