/**
 * The PostgreSQL server the tests may use (TEST_DATABASE_URL), or undefined to run without one. In CI every
 * PostgreSQL test runs: a missing server fails the suite rather than skip half of it. One rule for the integration
 * suite (test-databases.ts) and the end-to-end specs that need a real server; it imports nothing of the app, so a
 * Playwright spec can take it.
 */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.TEST_DATABASE_URL;
  if (!url && env.CI) throw new Error("CI runs the PostgreSQL tests: set TEST_DATABASE_URL (.ci/run starts a server)");
  return url || undefined;
}
