import { z } from "zod";
import { quote } from "~/domain/finance/quote-engine";
import { requireSite } from "~/lib/require-site";
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
 * contract, so it can be swapped in).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const site = requireSite(context);
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return Response.json({ error: "The request body is not valid JSON." }, { status: 400 });
  }
  const parsed = QuoteBody.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return Response.json({ error: `${issue.path.join(".") || "body"}: ${issue.message}`, field: issue.path.join(".") }, { status: 400 });
  }
  const currentYear = Number(new Intl.DateTimeFormat("en-AU", { year: "numeric", timeZone: site.timeZone }).format(context.now));
  const result = quote(parsed.data, site.finance.rateCard, currentYear);
  return Response.json(result ?? { weeklyRepaymentAmount: null, advertisedRate: null, comparisonRate: null });
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405 });
}
