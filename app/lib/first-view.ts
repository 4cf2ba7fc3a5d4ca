/**
 * A long list's items and a long page's blocks below the first screen (class `skip-until-near`; `skip-below-sm` and
 * `skip-below-xl` below those widths) are laid out and painted only as they come near the screen while the page
 * first loads: a phone shows one search result, and the layout and paint of the other twenty as the page streamed
 * in were the longest main-thread tasks after the first paint (issue 18's TBT); a home page is six to ten screens
 * of a phone. A skipped item stands at an estimated height until it is drawn.
 *
 * Only for a page opened afresh. A page the browser reopens at a remembered scroll position (reload, back and
 * forward), or that React renders after a client navigation (React Router restores the position there), lays out
 * every item: a place measured against drawn items, restored against estimated ones, would put the shopper on
 * another car. So the rule is a style element written by a script in the head, which the first client navigation
 * removes (endFirstView).
 */
const FIRST_VIEW_ID = "first-view";

/**
 * The head script (after another, hence its leading semicolon): adds the rule when the page was opened by a link or
 * an address, not reloaded or gone back to. A function holding its rules, so that the browser's bundle, which never
 * writes it, leaves them out (as constants beside it they were in every page's JavaScript).
 */
export function firstViewScript(): string {
  // Each item gives its own estimate (`--skip-estimate`, from its measured heights: result-grid.tsx, site-home.tsx,
  // car.tsx). The further off it, the further a link past skipped items moves when the shopper jumps to the page's
  // foot (End, a link to it): Metro's used cars at 1280 px moved 112 px with one estimate for every width, 80 px with
  // the cards' own. A skipped item clips what it paints to its box (paint containment): the clip margin keeps a card's
  // shadow and a focused link's ring, which stand a few pixels outside it, as they are when nothing is skipped.
  const skip = "content-visibility:auto;contain-intrinsic-block-size:auto var(--skip-estimate,34.5rem);overflow-clip-margin:1rem";
  const rules = [
    `.skip-until-near{${skip}}`,
    // The second and third result cards are in the first row only where the grid has two or three columns (from
    // 40rem and 80rem, result-grid.tsx): on a phone the first screen shows one card at most.
    `@media (width<40rem){.skip-below-sm{${skip}}}`,
    `@media (width<80rem){.skip-below-xl{${skip}}}`,
    // Printing lays out every item.
    "@media print{.skip-until-near,.skip-below-sm,.skip-below-xl{content-visibility:visible}}",
  ].join("");
  return [
    ";(function(){var entry=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];",
    "if(!entry||entry.type!=='navigate')return;",
    `var style=document.createElement('style');style.id='${FIRST_VIEW_ID}';style.textContent=${JSON.stringify(rules)};`,
    // First in the head: React hydrates the head's own elements in order, and a style element after this script
    // would be taken for the theme's style element that follows it (a hydration mismatch); one before is passed over.
    "document.head.prepend(style)})()",
  ].join("");
}

/** From the first client navigation on, every item is laid out (before React renders the next page, whose scroll position may be restored). */
export function endFirstView() {
  document.getElementById(FIRST_VIEW_ID)?.remove();
}
