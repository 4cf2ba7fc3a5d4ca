/**
 * Runs `task` when the browser next has a moment to spare (at the latest after `timeout` ms), or after a short
 * wait where it cannot say; returns a cancel. For what a page starts once it has hydrated and no one waits on (a
 * view counted, analytics, code fetched ahead of use): each runs as a task of its own, not inside the one that
 * runs the page's effects, which would otherwise block input for their sum (issue 18: Total Blocking Time).
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
