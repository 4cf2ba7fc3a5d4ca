import { z } from "zod";
import { ROLES } from "./can";

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter an e-mail address, like name@dealership.com.au."))
  .pipe(z.string().max(254));

/** A person joining a site's staff (the console's invite form and `npm run staff -- add` read the same rules). */
export const staffInviteSchema = z.object({
  email,
  name: z.string().trim().min(1, "Enter the person's name.").max(100, "Keep the name under 100 characters."),
  role: z.enum(ROLES, "Choose a role."),
  /** A salesperson's dealerships; none chosen: all of them. */
  dealerships: z
    .array(z.string().regex(/^[\w-]{1,80}$/))
    .max(50)
    .default([]),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const staffRoleSchema = z.object({
  staffId: z.string().regex(/^\d{1,18}$/, "Choose a person."),
  role: z.enum(ROLES, "Choose a role."),
  dealerships: z
    .array(z.string().regex(/^[\w-]{1,80}$/))
    .max(50)
    .default([]),
});
