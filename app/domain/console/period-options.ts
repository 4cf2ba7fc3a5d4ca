/** A report's period select's options: "Last 7 days", ... */
export const periodOptions = (periods: readonly number[]) => periods.map((days) => ({ value: String(days), label: `Last ${days} days` }));
