/**
 * Presses made between the first paint and hydration (issue 18 starts the page's JavaScript after the
 * first paint, so on a slow phone there is a moment when the page shows buttons nothing handles yet).
 * A link or a form with an action works then as it does without JavaScript; a button that only
 * JavaScript acts on (`type="button"`, or a submit button of a form with no action, such as the delivery
 * calculator's) would do nothing, or reload the page. Such presses are recorded by a script written
 * in the head, and pressed again once the page (or the island holding the button) has hydrated.
 */

declare global {
  interface Window {
    __earlyPresses?: HTMLButtonElement[];
  }
}

/**
 * The recorder, written inline in the head with the page's nonce. It stops recording when the root has
 * hydrated (`data-hydrated` on the html element). A submit button's native post is held back only
 * when its form has no action (a form with one posts as it would without JavaScript).
 */
export const EARLY_PRESS_RECORDER = [
  "(function(){var presses=window.__earlyPresses=[];",
  'addEventListener("click",function(event){',
  "if(document.documentElement.dataset.hydrated||!(event.target instanceof Element))return;",
  'var button=event.target.closest("button");',
  'if(!button||button.disabled||!(button.type==="button"||(button.type==="submit"&&button.form&&!button.form.hasAttribute("action"))))return;',
  "event.preventDefault();presses.push(button)},true)})()",
].join("");

/** The presses recorded inside `within` (every one when it is not given), taken so none is pressed twice. */
export function takeEarlyPresses(within?: Element): HTMLButtonElement[] {
  const presses = window.__earlyPresses ?? [];
  const taken = presses.filter((button) => !within || within.contains(button));
  window.__earlyPresses = presses.filter((button) => !taken.includes(button));
  return taken;
}

/** Presses again what was pressed before hydration, in order, on buttons still on the page and enabled. */
export function replayEarlyPresses(within?: Element): void {
  for (const button of takeEarlyPresses(within)) if (button.isConnected && !button.disabled) button.click();
}
