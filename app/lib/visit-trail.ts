/** The pages this visit has seen and the campaign parameters it arrived with, for a lead's attributes. */
const KEY = "visit-trail";
const MAX_PAGES = 20;
const CAMPAIGN = /^(utm_\w+|gclid|fbclid|msclkid)$/;

type Trail = { visited_pages: string[]; linked_query_params: Record<string, string> };

function read(): Trail {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "") as Trail;
  } catch {
    return { visited_pages: [], linked_query_params: {} };
  }
}

export function rememberVisit(url: URL) {
  try {
    const trail = read();
    if (trail.visited_pages.at(-1) !== url.pathname) trail.visited_pages = [...trail.visited_pages, url.pathname].slice(-MAX_PAGES);
    for (const [k, v] of url.searchParams) if (CAMPAIGN.test(k)) trail.linked_query_params[k] = v.slice(0, 200);
    sessionStorage.setItem(KEY, JSON.stringify(trail));
  } catch {
    // Private mode or storage off: leads simply carry no trail.
  }
}

export const visitTrail = (): Trail => read();
