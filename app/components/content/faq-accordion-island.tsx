import { island } from "~/components/ui/island";

/**
 * A page's FAQ accordion as an island (issue 18's JavaScript budget): the server renders the questions,
 * and the accordion's code (Radix) loads and hydrates when the shopper comes near it, first touches,
 * focuses or types in it, or at the browser's first idle moment after the page, so it is ready before
 * most shoppers reach it. A question pressed meanwhile opens once it has hydrated. (The server's import
 * is in a branch the browser's build drops.)
 */
export const FaqAccordionIsland = island(() => import("./faq-accordion").then((m) => m.FaqAccordion), {
  use: true,
  near: true,
  idle: true,
});
if (import.meta.env.SSR) await FaqAccordionIsland.preload();
