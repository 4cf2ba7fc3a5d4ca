import type { LeadView } from "~/domain/console/lead-view";
import { formatPhone, phoneHref } from "~/domain/phone";
import { imageUrl } from "~/images/image-url";
import { Facts, Section } from "./section";

export function ShopperSection({ lead }: { lead: LeadView }) {
  const { shopper } = lead;
  return (
    <Section title="Shopper">
      <Facts
        rows={[
          { label: "Name", value: shopper.name },
          {
            label: "Phone",
            value: shopper.phone ? (
              <a href={phoneHref(shopper.phone)} className="underline underline-offset-2">
                {formatPhone(shopper.phone)}
              </a>
            ) : (
              "Not given"
            ),
          },
          {
            label: "E-mail",
            value: (
              <a href={`mailto:${shopper.email}`} className="underline underline-offset-2">
                {shopper.email}
              </a>
            ),
          },
          ...(shopper.postcode ? [{ label: "Postcode", value: shopper.postcode }] : []),
          ...(shopper.state ? [{ label: "State", value: shopper.state }] : []),
          { label: "Marketing", value: shopper.optIn ? "Agreed to hear about offers" : "Did not agree to marketing" },
        ]}
      />
    </Section>
  );
}

export function EnquirySection({ lead }: { lead: LeadView }) {
  return (
    <Section title="What they asked">
      <p className="mb-3 text-sm text-slate-600">
        {lead.category}
        {lead.dealership ? ` · ${lead.dealership}` : ""}
      </p>
      {lead.message ? <p className="mb-3 whitespace-pre-wrap">{lead.message}</p> : <p className="mb-3 text-slate-600">No message.</p>}
      {lead.details.length ? <Facts rows={lead.details} /> : null}
      {lead.heldReason ? (
        <p className="mt-3 text-sm text-slate-600">A spam check held this lead ({lead.heldReason}); it was released.</p>
      ) : null}
    </Section>
  );
}

/** Issue 56: where the shopper's visit came from, as their browser kept it for the session (first touch). */
export function SourceSection({ source }: { source: LeadView["source"] }) {
  return (
    <Section title="Source">
      {source.length ? (
        <Facts rows={source} />
      ) : (
        <p className="text-sm text-slate-600">No referring site or campaign: a direct visit, or a form sent without JavaScript.</p>
      )}
    </Section>
  );
}

export function CarSection({ car }: { car: NonNullable<LeadView["car"]> }) {
  return (
    <Section title="The car">
      <div className="flex flex-col gap-3 sm:flex-row">
        {car.photo ? (
          <img
            src={imageUrl(car.photo, 320)}
            alt={car.photoAlt}
            width={240}
            height={160}
            className="h-auto w-full max-w-60 rounded-md object-cover"
          />
        ) : null}
        <Facts
          rows={[
            {
              label: "Car",
              value: car.url ? (
                <a href={car.url} className="underline underline-offset-2">
                  {car.title}
                </a>
              ) : (
                car.title
              ),
            },
            ...(car.stocknum ? [{ label: "Stock number", value: car.stocknum }] : []),
            ...(car.price ? [{ label: "Price", value: car.price }] : []),
            { label: "Now", value: car.status },
          ]}
        />
      </div>
    </Section>
  );
}

export function TradeInSection({ tradeIn }: { tradeIn: NonNullable<LeadView["tradeIn"]> }) {
  return (
    <Section title="Their car (trade-in)">
      <Facts
        rows={[
          { label: "Car", value: tradeIn.vehicle },
          { label: "Rego", value: tradeIn.rego },
          ...(tradeIn.estimate ? [{ label: "Online estimate", value: tradeIn.estimate }] : []),
          ...tradeIn.answers,
        ]}
      />
    </Section>
  );
}

/** Call and e-mail the shopper in one tap: the first thing a salesperson on a phone does with a new lead. */
export function ReachShopper({ lead }: { lead: LeadView }) {
  const button = "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold";
  return (
    <div className="mb-4 flex flex-wrap gap-2">
      {lead.shopper.phone ? (
        <a href={phoneHref(lead.shopper.phone)} className={`${button} bg-slate-900 text-white hover:bg-slate-700`}>
          Call {formatPhone(lead.shopper.phone)}
        </a>
      ) : null}
      <a href={`mailto:${lead.shopper.email}`} className={`${button} border border-slate-400 bg-white hover:bg-slate-100`}>
        E-mail {lead.shopper.name}
      </a>
    </div>
  );
}
