import type { ComponentProps } from "react";
import { Link } from "react-router";
import { BuyOnlineJourney, type JourneyErrors } from "~/components/checkout/buy-online-journey";
import { type CheckoutErrors, CheckoutForm, type NextAction } from "~/components/checkout/checkout-form";

type FormProps = ComponentProps<typeof CheckoutForm>;

/** A car's checkout, as `loadCheckoutPage` makes it; a post adds what happened (the form's errors, the bank's next step, a journey step's errors). */
export type CheckoutPageView = {
  car: { id: number; slug: string; name: string; price: string; stocknum: string; place: string };
  deposit: string;
  holdHours: number;
  testPayments: boolean;
  stripe: FormProps["stripe"];
  reservable: boolean;
  reservation: { status: string; amount: string; heldUntil: string | null } | null;
  path: string;
  buyOnline: boolean;
  journey: ComponentProps<typeof BuyOnlineJourney>["journey"] | null;
  errors?: CheckoutErrors;
  nextAction?: NextAction;
  journeyErrors?: JourneyErrors;
};

/** `/cars/{slug}/checkout` and `/buy-online`: the car, then its hold (and the rest of the journey), the deposit form, or why it can't be reserved. */
export function CheckoutPage({ d }: { d: CheckoutPageView }) {
  const held = d.reservation && (d.reservation.status === "held" || d.reservation.status === "confirmed");
  const heading = held ? "Reserved for you" : d.buyOnline ? "Buy this car online" : "Reserve this car";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">{heading}</h1>
      <section aria-label="The car" className="mt-4 rounded-site bg-surface p-4 ring-1 ring-black/10">
        <p className="text-xl font-bold">
          <Link to={`/cars/${d.car.slug}`} className="underline">
            {d.car.name}
          </Link>
        </p>
        <p className="text-muted">
          {d.car.price} · Stock {d.car.stocknum} · {d.car.place}
        </p>
      </section>
      {held && d.reservation ? (
        <Held d={d} reservation={d.reservation} />
      ) : d.reservable ? (
        <>
          <p className="mt-4">
            Pay a {d.deposit} deposit and the car is held for you for {d.holdHours} hours while the dealership contacts you. If the sale
            does not go ahead, the deposit is refunded.
          </p>
          <CheckoutForm
            deposit={d.deposit}
            testPayments={d.testPayments}
            stripe={d.stripe}
            nextAction={d.nextAction}
            enquiryPath={`/enquiry?form=vehicle&car_id=${d.car.id}`}
            errors={d.errors}
          />
        </>
      ) : (
        <NotReservable carId={d.car.id} message={d.errors?.message} />
      )}
    </div>
  );
}

function Held({ d, reservation }: { d: CheckoutPageView; reservation: NonNullable<CheckoutPageView["reservation"]> }) {
  return (
    <div className="mt-6 grid gap-2">
      <p className="text-lg">
        We have your {reservation.amount} deposit and the car is held for you
        {reservation.heldUntil ? ` until ${reservation.heldUntil}` : ""}.
      </p>
      <p>
        {d.journey?.sent
          ? ""
          : d.journey
            ? "Choose how you'd like to get the car and pay for it, and send your order to the dealership."
            : "The dealership will call you to arrange the rest."}{" "}
        If the sale does not go ahead, your deposit is refunded.
      </p>
      {d.journey ? (
        <BuyOnlineJourney
          journey={d.journey}
          car={{ id: d.car.id, name: d.car.name }}
          path={d.path}
          deposit={reservation.amount}
          errors={d.journeyErrors}
        />
      ) : null}
    </div>
  );
}

function NotReservable({ carId, message }: { carId: number; message: string | undefined }) {
  return (
    <div className="mt-6">
      {message ? (
        <p role="alert" className="font-semibold">
          {message}
        </p>
      ) : (
        <p className="font-semibold">This car can't be reserved online.</p>
      )}
      <p className="mt-2">
        <Link to={`/enquiry?form=vehicle&car_id=${carId}`} className="underline">
          Ask the dealership about it
        </Link>
      </p>
    </div>
  );
}
