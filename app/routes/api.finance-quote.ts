import { currentYear } from "~/domain/format";
import { z } from "zod";
import { quoteAnswer } from "~/domain/finance/quote-engine";
import { apiError, apiHandler, issueFields, methodNotAllowed, readJsonBody } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import type { Route } from "./+types/api.finance-quote";

const QuoteBody = z.object({
  selfAssessedCreditScore: z.enum(["GREAT", "GOOD", "FAIR"]).default("GREAT"),
  purchasePrice: z.number().positive().max(5_000_000),
  loanTerm: z.number().min(1).max(7).default(5),
  year: z.number().int().min(1950).max(2100),
  vin: z.string().max(20).nullable().optional(),
  nvic: z.string().max(20).nullable().optional(),
  whoIsHelping: z.string().max(100).optional(),
});

/**
 * POST /api/youx/quote: the finance quote the car page and cards show, from the platform's own
 * quote engine and the site's rate card (the provider's API is not reachable; this is the same
 * contract, so it can be swapped in). The body is built from the car, not typed by a shopper, so
 * a body that fails the schema is a 400 naming the field. The answer carries the disclaimer written from the
 * same quote (decision 028), so the figures a page shows and the words beside them cannot disagree.
 */
export const action = apiHandler(async ({ context, request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const site = requireApiSite(context);
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = QuoteBody.safeParse(read.value);
  if (!parsed.success) {
    const fields = issueFields(parsed.error.issues, 1);
    const [name, message] = Object.entries(fields)[0];
    return apiError("bad_request", `${name}: ${message}`, { fields });
  }
  return Response.json(quoteAnswer(parsed.data, site.finance.rateCard, currentYear(context.now, site.timeZone)));
});

export const loader = () => methodNotAllowed("POST");
