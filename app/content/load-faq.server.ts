import type { Queryable } from "~/db/database";
import { siteContentRead } from "~/site-content/site-content-cache.server";
import { listFaqEntries } from "./content-queries.server";
import { renderMarkdown } from "~/render/render-markdown.server";
import type { RenderedMarkdown } from "~/render/rendered-markdown";

/**
 * A group of the site's questions (such as 'trade-in') with their answers rendered from Markdown here, on the server;
 * kept as the site's other content is (siteContentRead), as every car page shows the trade-in group.
 */
export function loadFaq(db: Queryable, siteId: number, group: string): Promise<{ question: string; answer: RenderedMarkdown }[]> {
  return siteContentRead(db, siteId, `faq:${group}`, async () => {
    const entries = await listFaqEntries(db, siteId, group);
    return entries.map((e) => ({ question: e.question, answer: renderMarkdown(e.answerMarkdown) }));
  });
}
