/**
 * Tests only (E2E_FIXTURES=true): the server's clock for the end-to-end suite, moved per site through
 * PUT /__test/clock/:site, so a test can see what a site shows tomorrow (an offer's start passing) while the other
 * sites, which other tests use at the same moment, keep the real time. A browser's page clock alone cannot move the
 * server's. It runs on from where it is set, as a real clock does. Never mounted without E2E_FIXTURES.
 */
export type TestClock = { now(siteId: number | null): Date; set(siteId: number, at: Date | null): void };

export function createTestClock(): TestClock {
  const offsets = new Map<number, number>();
  return {
    now: (siteId) => new Date(Date.now() + (siteId === null ? 0 : (offsets.get(siteId) ?? 0))),
    set(siteId, at) {
      if (at) offsets.set(siteId, at.getTime() - Date.now());
      else offsets.delete(siteId);
    },
  };
}
