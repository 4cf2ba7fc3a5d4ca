import { z } from "zod";
import { ACCESSORIES, CONDITIONS, DAMAGE, SERVICE_HISTORIES } from "./adjustment-options";

const KM_MESSAGE = "Please enter the kilometres on the odometer.";
const CHOOSE_MESSAGE = "Please choose one.";

/** "85,000", "85 000 km" and "85000 kms" all read as 85000; anything else is left for the number check to refuse. */
function readKm(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const digits = value
    .trim()
    .replace(/(?:kms?|kilomet(?:re|er)s?)\.?$/i, "")
    .replace(/[\s,]/g, "");
  if (digits === "") return undefined;
  return /^-?\d+(?:\.\d+)?$/.test(digits) ? Number(digits) : value;
}

/** A form post sends one ticked box as a string, several as an array, and none at all as nothing. */
const toList = (value: unknown): unknown =>
  value === undefined || value === null || value === "" ? [] : typeof value === "string" ? [value] : value;

/** The shopper's answers about their car; one schema for the form's instant check and the action's. */
export const AdjustmentAnswersSchema = z.object({
  km: z.preprocess(
    readKm,
    z.number({ error: KM_MESSAGE }).int({ error: KM_MESSAGE }).min(0, { error: KM_MESSAGE }).max(999_999, { error: KM_MESSAGE }),
  ),
  condition: z.enum(CONDITIONS, { error: CHOOSE_MESSAGE }),
  serviceHistory: z.enum(SERVICE_HISTORIES, { error: CHOOSE_MESSAGE }),
  damage: z.enum(DAMAGE, { error: CHOOSE_MESSAGE }),
  // Duplicates are dropped so a tampered post can't count one towbar twice.
  accessories: z.preprocess(
    toList,
    z.array(z.enum(ACCESSORIES)).transform((list) => [...new Set(list)]),
  ),
});

export type AdjustmentAnswers = z.infer<typeof AdjustmentAnswersSchema>;
