import { useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import type { GarageView, SavedCarView } from "~/domain/accounts/garage-view";
import { imageUrl } from "~/images/image-url";
import { RecentlyViewed } from "~/components/saved/recently-viewed";
import { passkeyPost, usePasskeySupport } from "./passkey-sign-in";

const section = "mt-10";
const h2 = "font-heading text-2xl font-bold";
const card = "rounded-site bg-surface p-4 ring-1 ring-black/10";

/** Saved cars with their status now and what changed since saving (sold, reserved, a new price against the old). */
export function SavedCarsList({ saved }: { saved: SavedCarView[] }) {
  if (saved.length === 0)
    return (
      <p className="mt-3">
        No saved cars yet. Use <strong>Save to watchlist</strong> on any car and it will appear here, with any price change.{" "}
        <Link to="/search/new-used-and-demo-cars" className="font-semibold underline">
          Search our stock
        </Link>
      </p>
    );
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {saved.map((car) => (
        <li key={car.carId} className={`${card} flex flex-col`}>
          {car.image ? (
            <img
              src={imageUrl(car.image.src, 480)}
              alt={car.image.alt}
              width={480}
              height={320}
              loading="lazy"
              className="aspect-[3/2] w-full rounded-site object-cover"
            />
          ) : null}
          <h3 className="mt-3 font-semibold">
            {car.listed ? (
              <Link to={car.href} className="underline">
                {car.name}
              </Link>
            ) : (
              car.name
            )}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            {car.price ? <span className="text-lg font-bold">{car.price}</span> : null}
            {car.badge ? <span className="rounded bg-ink px-2 py-0.5 text-xs font-bold uppercase text-page">{car.badge}</span> : null}
          </p>
          {car.priceChange ? (
            <p className="mt-1 text-sm font-semibold">
              {car.priceChange.direction === "down" ? "Price dropped" : "Price up"} {car.priceChange.by}
              <span className="font-normal text-muted"> (was {car.priceChange.was} when you saved it)</span>
            </p>
          ) : null}
          <p className="mt-1 text-sm text-muted">
            {car.km} · Saved {car.savedOn}
            {car.listed ? "" : " · No longer listed"}
          </p>
          <Form method="post" className="mt-auto pt-3">
            <input type="hidden" name="intent" value="remove-car" />
            <input type="hidden" name="car_id" value={car.carId} />
            <button type="submit" className="text-sm font-semibold underline">
              Remove<span className="sr-only"> the {car.name} from your watchlist</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** Add a passkey (where the browser supports them): the next sign-in needs no text message. */
function AddPasskey() {
  const supported = usePasskeySupport();
  const revalidator = useRevalidator();
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: boolean }>({
    busy: false,
    message: null,
    error: false,
  });
  if (!supported) return <p className="mt-2 text-muted">This browser can't use passkeys, so you'll sign in with a code.</p>;
  const add = async () => {
    setState({ busy: true, message: null, error: false });
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const options = await passkeyPost<Parameters<typeof startRegistration>[0]["optionsJSON"]>("register-options");
      await passkeyPost("register", await startRegistration({ optionsJSON: options }));
      setState({ busy: false, message: "Passkey added. Next time, choose Sign in with a passkey.", error: false });
      revalidator.revalidate();
    } catch (e) {
      const cancelled = e instanceof Error && e.name === "NotAllowedError";
      setState({ busy: false, message: cancelled ? null : e instanceof Error ? e.message : String(e), error: true });
    }
  };
  return (
    <div className="mt-3">
      <button type="button" onClick={add} disabled={state.busy} className="rounded-site px-5 py-2.5 font-semibold ring-2 ring-brand">
        {state.busy ? "Waiting for your device…" : "Add a passkey"}
      </button>
      {state.message ? (
        <p role={state.error ? "alert" : "status"} className={`mt-2 font-semibold ${state.error ? "text-red-700" : ""}`}>
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

export function Garage({ garage }: { garage: GarageView }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">{garage.heading}</h1>
      <p className="mt-1 text-muted">Signed in as {garage.phone}</p>

      <section aria-labelledby="saved-heading" className={section}>
        <h2 id="saved-heading" className={h2}>
          Saved cars
        </h2>
        <SavedCarsList saved={garage.saved} />
      </section>

      <RecentlyViewed />

      <GarageReservations reservations={garage.reservations} />

      <GarageValuations valuations={garage.valuations} />

      <GarageSignIn passkeys={garage.passkeys} />
    </div>
  );
}

/** Reservations: each with its status and deposit, and links to it and to a payment. */
function GarageReservations({ reservations }: { reservations: GarageView["reservations"] }) {
  return (
    <section aria-labelledby="reservations-heading" className={section}>
      <h2 id="reservations-heading" className={h2}>
        Reservations
      </h2>
      {reservations.length === 0 ? (
        <p className="mt-3">No reservations. Cars with a Reserve Now button can be held for you with a deposit.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {reservations.map((r) => (
            <li key={r.id} className={card}>
              <p className="font-semibold">{r.car}</p>
              <p className="text-sm">
                {r.status} · Deposit {r.deposit}
                {r.heldUntil ? ` · Held until ${r.heldUntil}` : ""}
              </p>
              {r.href ? (
                <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                  <Link to={r.href} className="font-semibold underline">
                    View reservation
                  </Link>
                  <Link to="/online-payment" className="font-semibold underline">
                    Make a payment
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Trade-in valuations: each with its estimate and how long it holds. */
function GarageValuations({ valuations }: { valuations: GarageView["valuations"] }) {
  return (
    <section aria-labelledby="valuations-heading" className={section}>
      <h2 id="valuations-heading" className={h2}>
        Trade-in valuations
      </h2>
      {valuations.length === 0 ? (
        <p className="mt-3">
          None yet.{" "}
          <Link to="/trade-in" className="font-semibold underline">
            Value your car
          </Link>{" "}
          in about a minute.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {valuations.map((v) => (
            <li key={v.id} className={card}>
              <p className="font-semibold">
                {v.vehicle} ({v.plate})
              </p>
              <p className="text-sm">
                {v.estimate ? `${v.estimate} · ${v.expired ? "Expired" : "Valid until"} ${v.validUntil}` : "No online estimate"}
              </p>
              <Link to={v.href} className="text-sm font-semibold underline">
                View valuation
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Signing in: the passkeys (each removable), Add a passkey, and Sign out. */
function GarageSignIn({ passkeys }: { passkeys: GarageView["passkeys"] }) {
  return (
    <section aria-labelledby="sign-in-heading" className={section}>
      <h2 id="sign-in-heading" className={h2}>
        Signing in
      </h2>
      <p className="mt-2">
        {passkeys.length === 0
          ? "You sign in with a code texted to your mobile."
          : `You have ${passkeys.length === 1 ? "a passkey" : `${passkeys.length} passkeys`} for this site.`}
      </p>
      {passkeys.length > 0 ? (
        <ul className="mt-2 grid gap-2">
          {passkeys.map((p, i) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3 text-sm">
              <span>
                Passkey {i + 1}, added {p.added}
                {p.lastUsed ? `, last used ${p.lastUsed}` : ""}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-passkey" />
                <input type="hidden" name="passkey" value={p.id} />
                <button type="submit" className="font-semibold underline">
                  Remove<span className="sr-only"> passkey {i + 1}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <AddPasskey />
      <p className="mt-6">
        <Link to="/sign-out" className="font-semibold underline">
          Sign out
        </Link>
      </p>
    </section>
  );
}
