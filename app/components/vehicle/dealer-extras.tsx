import { Link } from "react-router";

const FEATURE_LINKS = [
  { label: "Latest offers", href: "/special-offers", text: "This month's deals on new and used cars." },
  { label: "Book a service", href: "/service", text: "Keep your car running like new." },
  { label: "Sell your car", href: "/sell-my-car", text: "A fast, fair offer for your car." },
];

/** Vehicle spec section 2: the feature banner's three links. */
export function FeatureBanner() {
  return (
    <section aria-label="More from us" className="mt-12 grid gap-4 md:grid-cols-3">
      {FEATURE_LINKS.map((f) => (
        <Link key={f.href} to={f.href} className="rounded-site bg-brand p-5 text-on-brand">
          <span className="block font-heading text-lg font-bold">{f.label}</span>
          <span className="mt-1 block text-sm opacity-90">{f.text}</span>
        </Link>
      ))}
    </section>
  );
}

const REASONS = ["3-year warranty as standard", "Easy finance, approved on the spot", "Servicing for over 50 years"];
const PAYMENTS = ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"];

/** 'Why Buy From Us' and the 'We accept' payment strip. */
export function WhyBuyFromUs() {
  return (
    <section aria-labelledby="why-buy" className="mt-8 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      <h2 id="why-buy" className="font-heading text-xl font-bold">
        Why Buy From Us
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {REASONS.map((r) => (
          <li key={r} className="flex gap-2">
            <span aria-hidden="true">✓</span>
            {r}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm font-semibold">We accept</p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Payment methods we accept">
        {PAYMENTS.map((p) => (
          <li key={p} className="rounded-site border border-black/20 bg-white px-3 py-1 text-sm font-bold text-gray-900">
            {p}
          </li>
        ))}
      </ul>
    </section>
  );
}
