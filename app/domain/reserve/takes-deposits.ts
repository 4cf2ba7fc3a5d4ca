/**
 * The payment provider a site takes deposits and payments through, or null: a site takes money only
 * through a provider its config names (`reservations.provider`), so with none it offers no Reserve
 * Now, no checkout and no online payment.
 */
export function depositProvider(site: { reservations: { provider?: "test" | "stripe" } }): "test" | "stripe" | null {
  return site.reservations.provider ?? null;
}

/** The site offers Reserve Now: its switch is on and it names a provider. */
export function takesDeposits(site: { search: { reserve: boolean }; reservations: { provider?: "test" | "stripe" } }): boolean {
  return site.search.reserve && depositProvider(site) !== null;
}
