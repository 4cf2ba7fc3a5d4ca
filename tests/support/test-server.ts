import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { newerThanServerBundle, SERVER_BUNDLE, SERVER_NODE_OPTIONS } from "../../scripts/build-freshness";

export type TestServer = { port: number; stop(): Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** Starts the built server (`build/` must exist) as production runs it, plain node on the bundle, and waits for /healthz. */
export async function startTestServer(options: { dataDir: string; port?: number; env?: Record<string, string> }): Promise<TestServer> {
  const port = options.port ?? (await freePort());
  if (newerThanServerBundle((name) => /\.test\.tsx?$/.test(name)).length)
    throw new Error(`${SERVER_BUNDLE} is missing or older than server/ or app/: run \`npm run build\` first`);
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_BUNDLE], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: options.dataDir, LOG_LEVEL: "warn", ...options.env },
    stdio: ["ignore", "inherit", "inherit"],
    // Its own process group: stopping the group stops the server and anything it started (cluster workers).
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        try {
          process.kill(-(child.pid as number), "SIGTERM");
        } catch {
          child.kill("SIGTERM");
        }
      }),
  };
}
