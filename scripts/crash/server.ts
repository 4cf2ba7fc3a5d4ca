/**
 * The server under test, as `npm start` runs it (the bundle, with plain node), killed and started
 * again by the crash test. Its log is read for the sign-in codes the log SMS provider writes there.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { SERVER_BUNDLE } from "../build-freshness";
import { healthy, pause } from "./http";

export type Server = {
  start(): Promise<void>;
  /** SIGKILL; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, as a deploy stops it; resolves once it has exited. */
  stop(): Promise<void>;
  /** Null while it runs; what ended it otherwise (so a server that died by itself is noticed). */
  exited(): string | null;
  /** The latest sign-in code texted to this number (E.164) since `since`, if the log has it. */
  codeFor(e164: string, since: number): string | null;
};

export function crashServer(env: NodeJS.ProcessEnv): Server {
  let child: ChildProcess | null = null;
  const codes = new Map<string, { code: string; at: number }>();
  const server: Server = {
    async start() {
      child = spawn(process.execPath, [SERVER_BUNDLE], { env, stdio: ["ignore", "pipe", "inherit"] });
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      lines.on("line", (line) => {
        if (!line.includes('"sms"')) return;
        try {
          const entry = JSON.parse(line) as { event?: string; sms?: { to: string; body: string } };
          const code = /^(\d{6}) /.exec(entry.sms?.body ?? "")?.[1];
          if (entry.event === "sms" && entry.sms && code) codes.set(entry.sms.to, { code, at: Date.now() });
        } catch {
          // Not a log entry of ours.
        }
      });
      for (let i = 0; i < 600 && !(await healthy()); i++) await pause(100);
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      running.kill("SIGKILL");
      await new Promise((r) => running.once("exit", r));
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      running.kill("SIGTERM");
      await new Promise((r) => running.once("exit", r));
    },
    exited() {
      if (!child) return "never started";
      return child.exitCode !== null || child.signalCode !== null ? `code ${child.exitCode}, signal ${child.signalCode}` : null;
    },
    codeFor(e164, since) {
      const sent = codes.get(e164);
      return sent && sent.at >= since ? sent.code : null;
    },
  };
  return server;
}
