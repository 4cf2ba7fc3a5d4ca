import { z } from "zod";
import { LEAD_FORM_KINDS, type LeadFormKind } from "~/leads/lead-forms";

const email = z
  .string("Enter an e-mail address, like sales@dealership.com.au.")
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter an e-mail address, like sales@dealership.com.au."))
  .pipe(z.string().max(254, "Keep the address under 254 characters."));

const recipientId = z.string("Choose a recipient.").regex(/^\d{1,18}$/, "Choose a recipient.");

/** "All forms" ticked, or at least one form: a recipient of nothing is no recipient. */
const forms = z
  .object({
    allForms: z.literal("1").optional(),
    forms: z.array(z.enum(LEAD_FORM_KINDS, "Choose forms from the list.")).max(LEAD_FORM_KINDS.length),
  })
  .refine((f) => f.allForms || f.forms.length > 0, { message: "Tick the forms this address gets, or All forms.", path: ["forms"] })
  .transform((f): LeadFormKind[] | null => (f.allForms ? null : [...new Set(f.forms)]));

const address = z.object({ email, forms });

export const notificationFormSchema = z.discriminatedUnion(
  "intent",
  [
    z
      .object({ intent: z.literal("add"), dealership: z.string("Choose a dealership.").regex(/^[\w-]{1,80}$/, "Choose a dealership.") })
      .extend(address.shape),
    z.object({ intent: z.literal("change"), recipientId }).extend(address.shape),
    z.object({ intent: z.literal("remove"), recipientId }),
  ],
  "Choose to add, change or remove a recipient.",
);
export type NotificationChange = z.infer<typeof notificationFormSchema>;

/** The posted form as the schema reads it: checkboxes are repeated fields, and the form fields are nested. */
export function readNotificationForm(form: FormData) {
  const text = (name: string) => form.get(name) ?? undefined;
  return notificationFormSchema.safeParse({
    intent: text("intent"),
    dealership: text("dealership"),
    recipientId: text("recipientId"),
    email: text("email"),
    forms: { allForms: text("allForms"), forms: form.getAll("forms") },
  });
}
