/**
 * For a race test ("of N shoppers at once, exactly one wins"): the winner's slow step (a payment provider's charge)
 * waits until the other N - 1 have had their answer, so they all ask while the race is on, however loaded the machine
 * (a charge that finished first let late askers find the race over, and get the answer for that instead). Code
 * that made the others wait for the winner would hang here; after `fallbackMs` the step goes on, and the test's own
 * assertions tell what went wrong.
 */
export function heldUntilAnswered(others: number, fallbackMs = 3_000) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fallback = setTimeout(() => release(), fallbackMs);
  let answered = 0;
  return {
    held,
    /** Runs one contender, counting its answer; the last of the others releases the winner's step. */
    contend<T>(attempt: () => Promise<T>): Promise<T> {
      return attempt().finally(() => {
        answered += 1;
        if (answered === others) release();
      });
    },
    done: () => clearTimeout(fallback),
  };
}
