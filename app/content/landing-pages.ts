/**
 * Form pages that carry the dealer's own page above the form (issue 15: careers content and open
 * roles above the careers form; finance and service landing content around theirs). The content
 * page's slug is the form page's address, so the page has one URL (see content-paths.ts).
 */
const LANDING_FORM_HEADINGS: Record<string, string> = {
  careers: "Apply or ask about a role",
  finance: "Ask us about finance",
  "finance-enquiry": "Ask us about finance",
  "apply-for-finance": "Apply for finance",
  service: "Book a service",
  "vehicle-parts-and-accessories": "Ask about a part",
};

export const LANDING_PAGE_SLUGS = Object.keys(LANDING_FORM_HEADINGS);

/** The content page a form page shows above its form, and the heading over the form, or null for a form page without one. */
export function landingFor(pathname: string): { slug: string; formHeading: string } | null {
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  const formHeading = LANDING_FORM_HEADINGS[slug];
  return formHeading ? { slug, formHeading } : null;
}
