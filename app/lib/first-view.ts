/**
 * A long list's items below the first screen (class `skip-until-near`; `skip-below-sm` and `skip-below-xl` below
 * those widths) are laid out and painted only as they come near the screen while the page first loads: a phone
 * shows one search result, and the layout and paint of the other twenty as the page streamed in were the longest
 * main-thread tasks after the first paint (issue 18's TBT). A skipped item stands at an estimated height until it
 * is drawn.
 *
 * Only for a page opened afresh. A page the browser reopens at a remembered scroll position (reload, back and
 * forward), or that React renders after a client navigation (React Router restores the position there), lays out
 * every item: a place measured against drawn items, restored against estimated ones, would put the shopper on
 * another car. So the rule is a style element written by a script in the head, which the first client navigation
 * removes (endFirstView).
 */
const FIRST_VIEW_ID = "first-view";
// The estimates are the cards' measured heights on the demo sites (360 to 1920 px: 437 to 587 px a row of one
// or two cards, mostly 537 to 561; 538 to 588 a row of three). When a shopper jumps to the page's foot (End, a
// link to it) the skipped cards there are laid out at their real height, and the further off the estimate, the
// further the pagination moves (Metro's used cars at 1280 px: 112 px with 36rem and 33.5rem, 80 px with these).
const SKIP = "content-visibility:auto;contain-intrinsic-block-size:auto 34.5rem";
const RULES = [
  `.skip-until-near{${SKIP}}`,
  // The second and third result cards are in the first row only where the grid has two or three columns (from
  // 40rem and 80rem, result-grid.tsx): on a phone the first screen shows one card at most.
  `@media (width<40rem){.skip-below-sm{${SKIP}}}`,
  `@media (width<80rem){.skip-below-xl{${SKIP}}}`,
  // A row of three result cards is shorter than a card alone in a row.
  "@media (width>=80rem){.skip-until-near{contain-intrinsic-block-size:auto 34rem}}",
].join("");

/**
 * The head script (after another, hence its leading semicolon): adds the rule when the page was opened by a link or
 * an address, not reloaded or gone back to. A function, so that the browser's bundle, which never writes it, leaves it out.
 */
export function firstViewScript(): string {
  return [
    ";(function(){var entry=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];",
    "if(!entry||entry.type!=='navigate')return;",
    `var style=document.createElement('style');style.id='${FIRST_VIEW_ID}';style.textContent=${JSON.stringify(RULES)};`,
    // First in the head: React hydrates the head's own elements in order, and a style element after this script
    // would be taken for the theme's style element that follows it (a hydration mismatch); one before is passed over.
    "document.head.prepend(style)})()",
  ].join("");
}

/** From the first client navigation on, every item is laid out (before React renders the next page, whose scroll position may be restored). */
export function endFirstView() {
  document.getElementById(FIRST_VIEW_ID)?.remove();
}
