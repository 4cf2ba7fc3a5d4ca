import { Link } from "react-router";
import type { CarSummary } from "~/db/queries/cars";
import type { CarTag } from "~/domain/car-tag";
import { formatAud, formatKm } from "~/domain/format";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import { CarPrice } from "./car-price";

export type CarCardData = Omit<CarSummary, "soldAt" | "createdAt"> & { tag: string | null; displayTag: CarTag | null };

const CONDITION = { new: "New", used: "Used", demo: "Demo" } as const;

export function CarCard({ car, noPriceText, financeText, priority = false }: { car: CarCardData; noPriceText: string; financeText: string; priority?: boolean }) {
  const title = `${car.year} ${car.make} ${car.model}`;
  const sold = car.status === "sold";
  const chips = sold ? [] : [CONDITION[car.carType], car.simpleTransmission, car.itemType === "caravan" ? null : formatKm(car.km), car.simpleFuel && car.itemType !== "caravan" ? car.simpleFuel : null].filter(Boolean);
  return (
    <article className="flex flex-col overflow-hidden rounded-site bg-surface shadow-sm ring-1 ring-black/5">
      <div className="relative aspect-[3/2] bg-black/5">
        {car.imageSrcs[0] ? (
          <img
            src={imageUrl(car.imageSrcs[0], 480)}
            srcSet={imageSrcSet(car.imageSrcs[0], [320, 480, 720])}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt={car.imageAlts[0] ?? title}
            width={480}
            height={320}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            className={`h-full w-full object-cover ${sold ? "opacity-60 grayscale" : ""}`}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-muted">Photos coming soon</div>
        )}
        {car.displayTag ? (
          <span className={`absolute left-2 top-2 rounded-site px-2 py-1 text-xs font-bold ${car.displayTag.kind === "sold" ? "bg-red-700 text-white" : "bg-accent text-on-accent"}`}>
            {car.displayTag.text}
          </span>
        ) : null}
        <span className="absolute bottom-2 left-2 rounded-site bg-black/75 px-2 py-1 text-xs text-white">
          {car.locationName}, {car.state}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-heading text-lg font-bold leading-tight">
          <Link to={`/cars/${car.slug}`} className="hover:underline">
            {title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{[car.badge, car.series].filter(Boolean).join(" · ")}</p>
        {chips.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Key details">
            {chips.map((chip) => (
              <li key={chip} className="rounded-full bg-black/5 px-2 py-0.5 text-xs">
                {chip}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto pt-2">
          <CarPrice car={car} noPriceText={noPriceText} />
          {car.weeklyRepayment && car.weeklyRepayment > 25 && !sold ? (
            <p className="text-sm text-muted">
              {financeText}: <span className="font-semibold text-ink">{formatAud(car.weeklyRepayment)}/wk</span>
            </p>
          ) : null}
          <p className="mt-1 text-xs text-muted">{car.views.toLocaleString("en-AU")} views</p>
        </div>
        <Link to={`/cars/${car.slug}`} className="mt-2 rounded-site bg-brand px-4 py-2 text-center text-sm font-semibold text-on-brand" aria-label={`View details of the ${title}`}>
          View Details
        </Link>
      </div>
    </article>
  );
}
