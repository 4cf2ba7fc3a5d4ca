/**
 * `npm start`'s first step: build the app and the server bundle when either is missing or older than its sources.
 * The second step (package.json) then runs the bundle with plain node, in production mode unless NODE_ENV says
 * otherwise: the serving process carries no TypeScript loader.
 */
import { spawnSync } from "node:child_process";
import { newerThanBuild, newerThanServerBundle } from "./build-freshness";

if (newerThanBuild().length || newerThanServerBundle().length) {
  // The build's own output (a line per chunk, some 330 of them) says nothing to someone starting the platform: it is
  // shown only when the build fails.
  process.stdout.write("Building the app (about 20 s, once)... ");
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    console.log("failed:");
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    process.exit(result.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
}
