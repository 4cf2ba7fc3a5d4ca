/**
 * Bursts of requests whose clients give up before the answer, as a flood of impatient visitors or a load balancer's
 * cut connections do (security review d9f523c, finding 1: one such burst left a search page with no answer for good,
 * and four visitors of it then held every admission slot). Afterwards every page used must answer as usual.
 */
import { request as httpRequest } from "node:http";

/** A browser's User-Agent: the page cache keys people and crawlers apart, and people's pages were the ones stuck. */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0";

export type Page = { host: string; path: string };

/** One request that the client closes `afterMs` after sending it, answered or not. */
function closeEarly(port: number, page: Page, afterMs: number, forwardedFor: string): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      path: page.path,
      headers: { host: page.host, "user-agent": BROWSER_UA, "x-forwarded-for": forwardedFor },
    });
    req.on("response", (res) => res.resume());
    req.on("error", () => resolve());
    req.on("close", () => resolve());
    req.end();
    setTimeout(() => req.destroy(), afterMs);
  });
}

/** `connections` requests at once for each page, each closed 40 to 60 ms after it was sent (the window in which the review found a page stuck), `rounds` times. */
export async function earlyCloseBursts(port: number, pages: Page[], options: { connections: number; rounds: number }) {
  let sent = 0;
  for (let round = 0; round < options.rounds; round++)
    for (const page of pages) {
      await Promise.all(
        Array.from({ length: options.connections }, (_, i) =>
          closeEarly(port, page, 40 + ((i * 7 + round * 13) % 21), `10.9.${round}.${1 + i}`),
        ),
      );
      sent += options.connections;
    }
  return sent;
}

/** How long each page takes to answer a cookie-less browser now (null: no answer within `timeoutMs`). */
export async function answerTimes(
  port: number,
  pages: Page[],
  timeoutMs: number,
): Promise<{ page: Page; ms: number | null; status: number }[]> {
  const answers = [];
  for (const page of pages) {
    const started = performance.now();
    const status = await new Promise<number>((resolve) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: page.path,
          timeout: timeoutMs,
          headers: { host: page.host, "user-agent": BROWSER_UA, "x-forwarded-for": "10.8.0.1" },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("timeout", () => req.destroy());
      req.on("error", () => resolve(0));
      req.end();
    });
    const ms = performance.now() - started;
    answers.push({ page, ms: status === 0 ? null : ms, status });
  }
  return answers;
}

/**
 * How long the server takes to catch up after a burst: a burst arrives faster than it can answer, and the requests it
 * read before it saw their clients close are answered anyway. Until a cheap page answers within 100 ms again, a slow
 * answer would be that backlog, not a page held up.
 */
export async function caughtUp(port: number, page: Page, limitMs = 30_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const [answer] = await answerTimes(port, [page], limitMs);
    if (answer.ms !== null && answer.ms < 100) break;
  }
  return performance.now() - started;
}
