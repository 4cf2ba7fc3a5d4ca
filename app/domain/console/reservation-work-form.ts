import { z } from "zod";

/** One change from a reservation's page; the amount and description are checked by requestPayment's own rules. */
export const reservationWorkSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm") }),
  z.object({ intent: z.literal("complete") }),
  z.object({ intent: z.literal("cancel") }),
  z.object({
    intent: z.literal("request-payment"),
    amount: z.string().max(40, "Enter an amount like $1,500."),
    description: z.string().max(500, "Keep what it is for under 200 characters."),
  }),
  z.object({ intent: z.literal("cancel-payment"), requestId: z.string().max(40) }),
]);

export type ReservationWork = z.infer<typeof reservationWorkSchema>;
