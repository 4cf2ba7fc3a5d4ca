import { z } from "zod";

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter your work e-mail address, like name@dealership.com.au."))
  .pipe(z.string().max(254));

/** The console's sign-in forms: ask for a link, or type the code the e-mail gave. */
export const staffSignInSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send"), email, redirect: z.string().max(500).optional() }),
  z.object({
    intent: z.literal("code"),
    email,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail."),
  }),
]);
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

export const SIGN_IN_TEXTS = {
  sent: "If that address belongs to this site's staff, we've e-mailed it a sign-in link and a code. They work once, for 15 minutes.",
  wrong: "That code isn't right. Check the e-mail and try again.",
  expired: "That code has expired or has been used. Ask for a new link.",
  linkExpired: "That sign-in link has expired or has already been used. Ask for a new one below.",
  signedOut: "You've signed out.",
} as const;
