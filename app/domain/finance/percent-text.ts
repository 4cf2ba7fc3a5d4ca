// A module of its own: the car page's finance box shows rates, and must not carry the disclaimer writer (finance-quote.ts).
/** A rate as every estimate and disclaimer writes it: '8.99% p.a.' ('-' for none). */
export const percentText = (rate: number | null | undefined) => (rate === null || rate === undefined ? "-" : `${rate.toFixed(2)}% p.a.`);
