import { request as httpRequest } from "node:http";

/** `body` is the bytes as UTF-8 text; `bytes` the bytes themselves (a compressed body, say). */
export type HttpResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string; bytes: Buffer };

/** Node's fetch drops a custom Host header, so tests talk HTTP directly to 127.0.0.1. */
export function request(
  port: number,
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers: {
          host,
          ...options.headers,
          ...(options.body !== undefined ? { "content-length": Buffer.byteLength(options.body).toString() } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
        });
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
