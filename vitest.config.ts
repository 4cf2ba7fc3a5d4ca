import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on CI's 2 cores. The HTTP integration
    // files spend much of their time waiting on their own server and database, so two keep both cores busy.
    maxWorkers: 2,
    // A test fails when anything logs console.error; tests/setup/setup-test-env.ts shows how a test expects one.
    setupFiles: ["tests/setup/setup-test-env.ts"],
  },
});
