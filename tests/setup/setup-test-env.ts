/**
 * Vitest setup (vitest.config.ts `setupFiles`): a test fails when anything calls `console.error`, as in the Epic
 * Stack. The call throws where it happens (so the stack shows the caller), and in case the code under test caught
 * that, the test is failed again after it ends.
 *
 * A test that expects an error opts out by replacing the implementation of the same spy (vi.spyOn returns the
 * spy this file installed), and asserts the message instead:
 *
 *   const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
 *   ...
 *   expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("Spin frame failed"));
 */
import { afterEach, beforeEach, type MockInstance, vi } from "vitest";

export let consoleError: MockInstance<(typeof console)["error"]>;
let unexpected: unknown[][] = [];

beforeEach(() => {
  const original = console.error;
  unexpected = [];
  consoleError = vi.spyOn(console, "error");
  consoleError.mockImplementation((...args: Parameters<typeof console.error>) => {
    original(...args);
    unexpected.push(args);
    throw new Error(
      "console.error was called. If the test expects it, call consoleError.mockImplementation(() => {}) and assert the message.",
    );
  });
});

afterEach(({ task }) => {
  consoleError.mockRestore();
  // When the throw above already failed the test, once is enough.
  if (unexpected.length && task.result?.state !== "fail")
    throw new Error(
      `console.error was called ${unexpected.length} time(s) during the test: ${unexpected.map((a) => String(a[0])).join("; ")}`,
    );
});
