import { type FormEvent, useId, useState } from "react";
import { formatAud } from "~/domain/format";
import { formatDecimal } from "~/domain/format-decimal";
import { DELIVERY_NO_ESTIMATE, DELIVERY_POSTCODE_REQUIRED } from "~/domain/finance/delivery-estimate";
import { postcodeError } from "~/domain/postcode";

type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "estimate"; price: number; region: string; km: number };

/** Delivery to the shopper's postcode (vehicle spec sections 5, 7 and 8). */
export function DeliveryCalculator({ slug }: { slug: string }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const postcode = String(new FormData(event.currentTarget).get("postcode") ?? "").trim();
    if (!postcode) return setState({ kind: "error", message: DELIVERY_POSTCODE_REQUIRED });
    const invalid = postcodeError(postcode);
    if (invalid) return setState({ kind: "error", message: invalid });
    setState({ kind: "loading" });
    try {
      const res = await fetch(`/api/cars/${slug}/delivery?postcode=${postcode}`);
      const body = (await res.json()) as { price?: number; region?: string; km?: number; error?: string };
      if (res.ok && typeof body.price === "number")
        setState({ kind: "estimate", price: body.price, region: body.region ?? "", km: body.km ?? 0 });
      else setState({ kind: "error", message: body.error ?? DELIVERY_NO_ESTIMATE });
    } catch {
      setState({ kind: "error", message: DELIVERY_NO_ESTIMATE });
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      <h2 id={`${id}-heading`} className="font-heading text-2xl font-bold">
        Delivery to your door
      </h2>
      {/* A stand-in says what it is (issue 52, decision 030): the bands go by distance as the crow flies. */}
      <p className="mt-1 text-sm text-muted">An estimate, priced by straight-line distance from the car's location, not by road.</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <label className="block text-sm font-semibold">
          Your postcode
          <input
            name="postcode"
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            aria-invalid={state.kind === "error" ? true : undefined}
            aria-describedby={`${id}-result`}
            className="mt-1 block w-32 rounded-site border border-black/25 bg-surface px-3 py-2"
          />
        </label>
        <button type="submit" className="rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">
          Get delivery price
        </button>
      </form>
      <div id={`${id}-result`} aria-live="polite" className="mt-3">
        {state.kind === "loading" ? <p>Working it out…</p> : null}
        {state.kind === "error" ? (
          <p role="alert" className="font-semibold text-red-800">
            {state.message}
          </p>
        ) : null}
        {state.kind === "estimate" ? (
          <p>
            <span className="text-xl font-bold">{state.price === 0 ? "Free delivery" : formatAud(state.price)}</span> to {state.region}{" "}
            (about {formatDecimal(state.km, 3)} km in a straight line).
          </p>
        ) : null}
      </div>
    </section>
  );
}
