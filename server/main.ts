import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { parseEnv } from "../app/lib/env.server";
import { createLogger } from "../app/lib/logger.server";
import { bootPlatform } from "./boot";
import { createApp, type AppOptions } from "./create-app";

const env = parseEnv(process.env);
const logger = createLogger(env.LOG_LEVEL);

async function main() {
  const { db, sites, search, stopSync } = await bootPlatform(env, logger);
  let build: AppOptions["build"];
  if (env.NODE_ENV === "development") {
    const vite = await import("vite");
    build = { kind: "development", vite: await vite.createServer({ server: { middlewareMode: true } }) };
  } else {
    const serverBuild = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
    build = { kind: "production", serverBuild, clientDir: resolve("build/client") };
  }
  const app = createApp({ db, search, sites, logger, dataDir: env.DATA_DIR, bodyLimitBytes: env.BODY_LIMIT_BYTES, port: env.PORT, build });
  const server = app.listen(env.PORT, env.HOST, () => {
    const port = (server.address() as { port: number }).port;
    console.log(`\nDealer platform ready (${db.kind}).\n  Platform index: http://localhost:${port}/`);
    for (const site of sites) console.log(`  ${site.name.padEnd(26)} http://${site.slug}.localhost:${port}/`);
    console.log("");
  });
  const stop = () => {
    server.close();
    server.closeAllConnections();
    stopSync()
      .catch(() => {})
      .then(() => db.close())
      .finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error) => {
  logger.fatal({ err: error }, "start-up failed");
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
