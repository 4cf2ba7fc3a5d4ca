/** `npm start`: build the app when the build is missing or older than the sources, then serve. */
import { spawnSync } from "node:child_process";
import { newerThanBuild } from "./build-freshness";

if (newerThanBuild().length) {
  console.log("Building the app...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
