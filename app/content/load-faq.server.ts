import type { Queryable } from "~/db/database";
import { listFaqEntries } from "./content-queries.server";
import { renderMarkdown } from "~/render/render-markdown.server";
import type { RenderedMarkdown } from "~/render/rendered-markdown";

/** A group of the site's questions (such as 'trade-in') with their answers rendered from Markdown here, on the server. */
export async function loadFaq(db: Queryable, siteId: number, group: string): Promise<{ question: string; answer: RenderedMarkdown }[]> {
  const entries = await listFaqEntries(db, siteId, group);
  return entries.map((e) => ({ question: e.question, answer: renderMarkdown(e.answerMarkdown) }));
}
