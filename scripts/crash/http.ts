/** The crash test's HTTP client: one request to the server under test, on a site's host, as a client behind the local proxy. */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export const PORT = 4391;
/** The site the leads and feeds go to; reservations go to one that takes deposits (RESERVE_HOST). */
export const HOST = "value-used-cars.localhost";
export const RESERVE_HOST = "coastal-toyota.localhost";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request; rejects when the server does not answer (down, killed mid-request) within 5 s. */
export function send(
  method: "GET" | "POST",
  path: string,
  options: { body?: string; headers?: Record<string, string>; clientIp?: string; timeoutMs?: number; host?: string } = {},
): Promise<Answer> {
  const body = options.body ?? "";
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: PORT,
        path,
        method,
        timeout: options.timeoutMs ?? 5000,
        headers: {
          host: `${options.host ?? HOST}:${PORT}`,
          ...(method === "POST" ? { "content-length": String(Buffer.byteLength(body)) } : {}),
          ...(options.clientIp ? { "x-forwarded-for": options.clientIp } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => {
          text += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.end(body);
  });
}

/** A form post as a browser sends it (urlencoded, with the session cookie when there is one). */
export function postForm(host: string, path: string, fields: Record<string, string>, clientIp: string, cookie = ""): Promise<Answer> {
  return send("POST", path, {
    host,
    body: new URLSearchParams(fields).toString(),
    clientIp,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
}

/** The first cookie an answer sets (name=value), or the one given when it sets none. */
export function cookieOf(answer: Answer, fallback = ""): string {
  return [answer.headers["set-cookie"]].flat()[0]?.split(";")[0] ?? fallback;
}

export async function healthy(): Promise<boolean> {
  try {
    return (await send("GET", "/healthz", { timeoutMs: 1000 })).status === 200;
  } catch {
    return false;
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
