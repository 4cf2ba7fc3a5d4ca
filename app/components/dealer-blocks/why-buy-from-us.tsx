import type { ReactNode } from "react";
import type { WhyBuyItem } from "~/domain/dealer-blocks/why-buy-reasons";

/**
 * Why Buy From Us (vehicle spec section 2): the dealer's reasons as data (on a car page the ones that
 * fit that car, on the home page every dealership's), with whatever follows them (the 'We accept' strip).
 */
export function WhyBuyFromUs({ reasons, children, className = "" }: { reasons: WhyBuyItem[]; children?: ReactNode; className?: string }) {
  if (!reasons.length && !children) return null;
  return (
    <section aria-labelledby="why-buy" className={`rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5 ${className}`}>
      <h2 id="why-buy" className="font-heading text-xl font-bold">
        Why Buy From Us
      </h2>
      {reasons.length ? (
        <ul className={`mt-4 grid gap-4 sm:grid-cols-2 ${reasons.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
          {reasons.map((r) => (
            <li key={`${r.topic}-${r.title}`} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand text-sm text-on-brand"
              >
                ✓
              </span>
              <span>
                <span className="block font-semibold">{r.title}</span>
                {r.detail ? <span className="mt-0.5 block text-sm text-muted">{r.detail}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {children ? <div className="mt-5 border-t border-black/10 pt-4">{children}</div> : null}
    </section>
  );
}
