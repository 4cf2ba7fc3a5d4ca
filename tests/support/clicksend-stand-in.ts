import { createServer, type Server } from "node:http";

export type StandInSms = { to: string; body: string; from?: string; source?: string; custom_string?: string };

/**
 * A local stand-in of ClickSend's REST API v3 `POST /v3/sms/send`, answering as ClickSend does:
 * Basic auth (username and API key), a JSON `{ http_code, response_code, response_msg, data:
 * { messages: [{ status, message_id, ... }] } }`; a wrong key gets 401 UNAUTHORIZED, a number that is
 * not a mobile gets the message status INVALID_RECIPIENT. `sent` holds what it accepted.
 */
export async function startClickSendStandIn(credentials: { username: string; apiKey: string }) {
  const sent: StandInSms[] = [];
  const expected = `Basic ${Buffer.from(`${credentials.username}:${credentials.apiKey}`).toString("base64")}`;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/v3/sms/send") return reply(404, { http_code: 404, response_code: "NOT_FOUND" });
      if (req.headers.authorization !== expected)
        return reply(401, { http_code: 401, response_code: "UNAUTHORIZED", response_msg: "Invalid credentials.", data: null });
      const payload = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { messages: StandInSms[] };
      const messages = payload.messages.map((m, i) => {
        const valid = /^\+614\d{8}$/.test(m.to);
        if (valid) sent.push(m);
        return {
          direction: "out",
          date: Math.floor(Date.now() / 1000),
          to: m.to,
          body: m.body,
          from: m.from ?? "",
          message_id: valid ? `STAND-IN-${sent.length}-${i}` : "",
          message_parts: 1,
          custom_string: m.custom_string ?? "",
          status: valid ? "SUCCESS" : "INVALID_RECIPIENT",
        };
      });
      reply(200, {
        http_code: 200,
        response_code: "SUCCESS",
        response_msg: "Messages queued for delivery.",
        data: { total_count: messages.length, queued_count: sent.length, messages },
      });
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const port = (server.address() as { port: number }).port;
  return { baseUrl: `http://127.0.0.1:${port}`, sent, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}
