import { island } from "~/components/ui/island";

/**
 * A page's lead form as an island (issue 18's JavaScript budget): the server renders it in full, and
 * its code loads when the shopper first touches, focuses or types in it, or when the browser is idle
 * after the page. Until then it is the server's form, which posts without JavaScript. (The server's
 * import is awaited in a branch the browser's build drops, so no page's JavaScript imports the form.)
 */
export const LeadFormIsland = island(() => import("./lead-form").then((m) => m.LeadForm));
if (import.meta.env.SSR) await LeadFormIsland.preload();
