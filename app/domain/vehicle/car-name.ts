import type { CarType } from "~/domain/vehicle/car";
type Named = { year: number; make: string; model: string; badge?: string | null };

/** How a car is named everywhere a shopper or dealer reads it: '2024 Toyota Corolla', with the badge when asked. */
export function carTitle(car: Named, options: { badge?: boolean } = {}): string {
  const title = `${car.year} ${car.make} ${car.model}`;
  return options.badge && car.badge ? `${title} ${car.badge}` : title;
}

/** The car-type labels of breadcrumbs, facets, cards and key facts. */
export const CAR_TYPE_LABEL = { new: "New", used: "Used", demo: "Demo" } as const satisfies Record<CarType, string>;
