import type { ComponentProps } from "react";
import { Link } from "react-router";
import type { LeadFormResult } from "~/components/leads/lead-form";
import { LeadFormIsland } from "~/components/leads/lead-form-island";
import { OfferCard } from "~/components/offers/offer-card";
import { OfferDescription } from "~/components/offers/offer-description";
import { OfferDisclaimer } from "~/components/offers/offer-disclaimer";
import { OfferFacts, type OfferFactsView } from "~/components/offers/offer-facts";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import type { OfferCard as OfferCardData } from "~/domain/offers/offer";
import { OFFERS_PATH } from "~/domain/offers/offer-paths";
import { imageSrcSet, imageUrl } from "~/images/image-url";

type LeadIsland = ComponentProps<typeof LeadFormIsland>;

/** An offer's page, as `loadOfferPage` makes it, with its breadcrumbs. */
export type OfferPageView = OfferFactsView & {
  offer: OfferFactsView["offer"] & {
    title: string;
    summary: string;
    image: { src: string; alt: string } | null;
    description: ComponentProps<typeof OfferDescription>["description"];
    cta: { label: string; href: string } | null;
    disclaimer: ComponentProps<typeof OfferDisclaimer>["disclaimer"];
  };
  others: readonly OfferCardData[];
  lead: { setup: LeadIsland["setup"]; hidden: Record<string, string>; idempotencyKey: string } | null;
  breadcrumbs: ComponentProps<typeof Breadcrumbs>;
};

/** `/offers/{id}`: the offer, its facts and enquiry form beside it, then the other offers running now. */
export function OfferPage({ d, result }: { d: OfferPageView; result: LeadFormResult | undefined }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs trail={d.breadcrumbs.trail} current={d.breadcrumbs.current} />
      {d.status === "ended" ? <Ended endsText={d.offer.endsText} /> : null}
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <OfferArticle d={d} />
        <aside
          aria-label="Offer details"
          className={`space-y-6 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1 lg:block lg:self-start ${d.lead ? "" : "hidden"}`}
        >
          <div className="hidden lg:block">
            <OfferFacts d={d} />
          </div>
          {d.lead ? <OfferEnquiry dealershipName={d.offer.dealershipName} lead={d.lead} result={result} /> : null}
        </aside>
      </div>
      {d.others.length ? <OtherOffers ended={d.status === "ended"} others={d.others} /> : null}
    </div>
  );
}

function OfferArticle({ d }: { d: OfferPageView }) {
  const { offer } = d;
  return (
    <article className="min-w-0 lg:col-start-1">
      <h1 className="font-heading text-3xl font-bold leading-tight md:text-4xl">{offer.title}</h1>
      <p className="mt-2 text-lg">{offer.summary}</p>
      {offer.image ? (
        <img
          src={imageUrl(offer.image.src, 900)}
          srcSet={imageSrcSet(offer.image.src, [480, 720, 900, 1200])}
          sizes="(min-width: 1024px) 800px, 100vw"
          alt={offer.image.alt}
          width={900}
          height={600}
          fetchPriority="high"
          className={`mt-5 aspect-[3/2] w-full rounded-site bg-black/5 object-cover ${d.status === "ended" ? "opacity-60 grayscale" : ""}`}
        />
      ) : null}
      {/* Phones read the price and dealership straight after the picture; large screens have them beside it. */}
      <div className="mt-6 lg:hidden">
        <OfferFacts d={d} />
      </div>
      <div className="mt-6">
        <OfferDescription description={offer.description} />
      </div>
      {offer.cta && d.status === "current" ? (
        <p className="mt-6">
          <Link to={offer.cta.href} className="inline-block rounded-site bg-accent px-5 py-3 font-semibold text-on-accent">
            {offer.cta.label}
          </Link>
        </p>
      ) : null}
      <OfferDisclaimer disclaimer={offer.disclaimer} />
    </article>
  );
}

function OfferEnquiry({
  dealershipName,
  lead,
  result,
}: {
  dealershipName: string;
  lead: NonNullable<OfferPageView["lead"]>;
  result: LeadFormResult | undefined;
}) {
  return (
    <section aria-labelledby="offer-enquiry" id="enquire" className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      <h2 id="offer-enquiry" className="font-heading text-xl font-bold">
        Enquire about this offer
      </h2>
      <p className="mt-1 text-sm text-muted">{dealershipName} will get back to you about this offer.</p>
      <LeadFormIsland
        box={{ className: "mt-4" }}
        key={lead.setup.question.token}
        setup={lead.setup}
        result={result}
        idempotencyKey={lead.idempotencyKey}
        hidden={lead.hidden}
      />
    </section>
  );
}

function OtherOffers({ ended, others }: { ended: boolean; others: readonly OfferCardData[] }) {
  return (
    <section aria-labelledby="other-offers" className="mt-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id="other-offers" className="font-heading text-2xl font-bold">
          {ended ? "Offers running now" : "More offers"}
        </h2>
        <Link to={OFFERS_PATH} className="font-semibold underline">
          All special offers
        </Link>
      </div>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((o) => (
          <li key={o.id} className="flex">
            <OfferCard offer={o} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Ended({ endsText }: { endsText: string }) {
  return (
    <div role="status" className="mt-4 rounded-site border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">This offer ended on {endsText}.</p>
      <p className="mt-1 text-sm">
        It can no longer be taken up. See the offers running now below, or{" "}
        <Link to={OFFERS_PATH} className="font-semibold underline">
          browse all special offers
        </Link>
        .
      </p>
    </div>
  );
}
