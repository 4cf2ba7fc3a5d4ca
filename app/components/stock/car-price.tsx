import { priceDisplay, type PriceInput } from "~/domain/price-display";

export function CarPrice({ car, noPriceText, size = "md" }: { car: PriceInput; noPriceText: string; size?: "md" | "lg" }) {
  const display = priceDisplay(car, noPriceText);
  const big = size === "lg" ? "text-3xl" : "text-xl";
  if (display.kind !== "price") return <p className={`${big} font-bold`}>{display.text}</p>;
  return (
    <p>
      {display.was ? (
        <span className="mr-2 text-sm text-muted line-through">
          <span className="sr-only">Was </span>
          {display.was}
        </span>
      ) : null}
      <span className={`${big} font-bold`}>{display.text}</span>
      {display.priceType ? <span className="ml-1 text-xs font-medium text-muted">{display.priceType}</span> : null}
    </p>
  );
}
