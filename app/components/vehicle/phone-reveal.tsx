import { useState } from "react";
import { Link } from "react-router";
import { phoneHref } from "~/domain/format-phone";
import { useHydrated } from "~/lib/use-hydrated";

type Props = { slug: string; masked: string; revealed: { phone: string; formatted: string } | null };

/** The dealer's number, masked until the shopper asks (vehicle spec sections 4 and 7). */
export function PhoneReveal({ slug, masked, revealed: initial }: Props) {
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(initial);
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
      <Link to="?reveal=phone#call-the-dealer" preventScrollReset className={button}>
        {masked} · Show number
      </Link>
    );
  }
  const reveal = async () => {
    try {
      const res = await fetch(`/api/cars/${slug}/phone`, { method: "POST" });
      if (!res.ok) throw new Error(`Phone reveal failed: ${res.status}`);
      setRevealed(await res.json());
    } catch (error) {
      // Spec: a failed reveal is logged to the console only.
      console.error(error);
    }
  };
  return (
    <button type="button" onClick={reveal} className={`${button} w-full`}>
      {masked} · Show number
    </button>
  );
}
