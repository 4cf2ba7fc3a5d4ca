import { useState } from "react";
import { Link } from "react-router";
import { phoneHref } from "~/domain/phone";
import { track } from "~/lib/analytics";
import { useHydrated } from "~/lib/use-hydrated";

export type RevealedPhone = { phone: string; formatted: string };

/** Asks the server for the number, which counts the click (vehicle spec section 7); a failure is only logged. */
async function fetchPhone(slug: string, carId: number): Promise<RevealedPhone | null> {
  track({ event_id: 25, name: "phone_click", car_id: carId, data: { car: slug } });
  try {
    const res = await fetch(`/api/cars/${slug}/phone`, { method: "POST" });
    if (!res.ok) throw new Error(`Phone reveal failed: ${res.status}`);
    return (await res.json()) as RevealedPhone;
  } catch (error) {
    console.error(error);
    return null;
  }
}

const NO_JS_REVEAL = "?reveal=phone#call-the-dealer";

/** The dealer's number, masked until the shopper asks (vehicle spec sections 4 and 7). */
export function PhoneReveal({
  slug,
  carId,
  masked,
  revealed: fromPage,
}: {
  slug: string;
  carId: number;
  masked: string;
  revealed: RevealedPhone | null;
}) {
  const hydrated = useHydrated();
  // The page's own answer counts too: the masked link, followed once the page has JavaScript (a client
  // navigation to ?reveal=phone), brings the number in the page's data, not through this state.
  const [fetched, setFetched] = useState<RevealedPhone | null>(null);
  const revealed = fetched ?? fromPage;
  const button = "mt-3 block rounded-site bg-brand px-4 py-3 text-center font-semibold text-on-brand";
  if (revealed) {
    return (
      <a href={phoneHref(revealed.phone)} className={button}>
        Call {revealed.formatted}
      </a>
    );
  }
  if (!hydrated) {
    return (
      <Link to={NO_JS_REVEAL} preventScrollReset className={button}>
        {masked} · Show number
      </Link>
    );
  }
  return (
    <button type="button" onClick={async () => setFetched(await fetchPhone(slug, carId))} className={`${button} w-full`}>
      {masked} · Show number
    </button>
  );
}

/** 'Call Now': dials straight away when the number is known, otherwise reveals it first (counted like the sidebar's). */
export function CallNow({
  slug,
  carId,
  revealed,
  className,
}: {
  slug: string;
  carId: number;
  revealed: RevealedPhone | null;
  className: string;
}) {
  if (revealed)
    return (
      <a href={phoneHref(revealed.phone)} className={className}>
        Call Now
      </a>
    );
  return (
    <a
      href={NO_JS_REVEAL}
      className={className}
      onClick={async (event) => {
        event.preventDefault();
        const phone = await fetchPhone(slug, carId);
        if (phone) window.location.href = phoneHref(phone.phone);
      }}
    >
      Call Now
    </a>
  );
}
