/**
 * `npm start`'s first step: build the app and the server bundle when either is missing or older than its sources.
 * The second step (package.json) then runs the bundle with plain node, in production mode unless NODE_ENV says
 * otherwise: the serving process carries no TypeScript loader.
 */
import { spawnSync } from "node:child_process";
import { newerThanBuild, newerThanServerBundle } from "./build-freshness";

if (newerThanBuild().length || newerThanServerBundle().length) {
  console.log("Building the app...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
