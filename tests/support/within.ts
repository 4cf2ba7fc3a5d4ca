/** Milliseconds from `startedAt` (performance.now()) until `check` holds, polling every 10 ms; fails past `limitMs`. */
export async function within(what: string, check: () => Promise<boolean>, startedAt: number, limitMs = 1_000): Promise<number> {
  while (!(await check())) {
    if (performance.now() - startedAt > limitMs) throw new Error(`${what}: not seen within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const ms = performance.now() - startedAt;
  console.info(`${what}: ${ms.toFixed(0)} ms`);
  return ms;
}
