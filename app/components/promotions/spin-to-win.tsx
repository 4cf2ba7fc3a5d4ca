import { Form, useNavigation } from "react-router";

type Promo = {
  title: string;
  intro: string;
  dates: string;
  open: boolean;
  prizes: { label: string; odds: string }[];
  terms: string[];
  entry: { prize: string; claimCode: string; enteredOn: string } | null;
};

const SEGMENT_COLOURS = ["var(--site-primary)", "var(--site-accent)"];

/** The wheel is decoration: the prizes and their odds are listed in text beside it, and the result is announced. */
function Wheel({ count, spinning }: { count: number; spinning: boolean }) {
  const stops = Array.from({ length: count }, (_, i) => {
    const colour = SEGMENT_COLOURS[i % 2];
    return `${colour} ${(i * 360) / count}deg ${((i + 1) * 360) / count}deg`;
  }).join(", ");
  return (
    <div aria-hidden="true" className="relative mx-auto size-56 sm:size-64">
      <div
        className={`size-full rounded-full border-8 border-surface shadow-lg ${spinning ? "motion-safe:animate-spin" : ""}`}
        style={{ background: `conic-gradient(${stops})` }}
      />
      <div className="absolute left-1/2 top-0 size-0 -translate-x-1/2 border-x-[12px] border-t-[22px] border-x-transparent border-t-ink" />
    </div>
  );
}

/** Spin to win: one spin per signed-in shopper, drawn on the server; the claim code is what the dealership checks. */
export function SpinToWin({ promo, message }: { promo: Promo; message?: string }) {
  const spinning = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">{promo.title}</h1>
      {promo.intro ? <p className="mt-2 text-lg">{promo.intro}</p> : null}
      <p className="mt-1 text-muted">Runs {promo.dates}.</p>
      <div className="mt-6 grid items-center gap-8 sm:grid-cols-2">
        <Wheel count={promo.prizes.length} spinning={spinning} />
        <div>
          {promo.entry ? (
            <div role="status" className="rounded-site bg-surface p-5 ring-2 ring-brand">
              <p className="text-sm text-muted">You spun on {promo.entry.enteredOn} and won</p>
              <p className="mt-1 font-heading text-2xl font-bold">{promo.entry.prize}</p>
              <p className="mt-3">
                Your claim code: <strong className="font-mono text-xl tracking-wider">{promo.entry.claimCode}</strong>
              </p>
              <p className="mt-2 text-sm">Show this code at any of our dealerships to claim your prize.</p>
            </div>
          ) : promo.open ? (
            <Form method="post">
              <p>You have one spin. Every spin wins one of the prizes listed below.</p>
              <button
                type="submit"
                disabled={spinning}
                className="mt-4 rounded-site bg-brand px-8 py-4 text-lg font-bold text-on-brand hover:opacity-90 disabled:opacity-60"
              >
                {spinning ? "Spinning…" : "Spin the wheel"}
              </button>
            </Form>
          ) : (
            <p className="font-semibold">This promotion isn't running now.</p>
          )}
          {message ? (
            <p role="alert" className="mt-3 font-semibold text-red-700">
              {message}
            </p>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="prizes-heading" className="mt-10">
        <h2 id="prizes-heading" className="font-heading text-2xl font-bold">
          Prizes and odds
        </h2>
        <ul className="mt-3 grid gap-2">
          {promo.prizes.map((p) => (
            <li key={p.label} className="flex justify-between gap-4 rounded-site bg-surface px-4 py-2 ring-1 ring-black/10">
              <span>{p.label}</span>
              <span className="shrink-0 font-semibold">{p.odds}</span>
            </li>
          ))}
        </ul>
      </section>
      <details className="mt-8 rounded-site bg-surface p-4 ring-1 ring-black/10">
        <summary className="cursor-pointer font-semibold">Terms and conditions</summary>
        <ol className="mt-3 list-decimal space-y-2 pl-5">
          {promo.terms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}
