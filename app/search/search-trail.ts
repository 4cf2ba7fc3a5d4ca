import { bodyTypePath, carTypePath, makeModelPath } from "~/domain/search-paths";
import { CAR_TYPE_LABEL } from "~/domain/vehicle/car-name";
import { BODY_LABELS } from "./facets";

import type { Crumb } from "~/domain/crumb";

/** What a trail is made of: a search's refinements, or one car's facts. */
export type TrailFacts = {
  carTypes: readonly string[];
  makes: readonly string[];
  models: readonly string[];
  bodies: readonly string[];
  /** A /search/{dealership_slug} page's own crumb, kept after the car type. */
  dealership?: Crumb | null;
};

const one = (values: readonly string[]): string | null => (values.length === 1 ? values[0] : null);

/**
 * Discovery spec section 2's breadcrumb trail after Home: car type, make, model, body, each linking
 * to its own search page (/search/used-cars, /search/toyota, /search/toyota/hilux, /search/suv).
 * A level shows only when it names one thing (two makes have no one page); new and demo together
 * are their own page. Vehicle spec section 2: these are the breadcrumb targets.
 */
export function searchTrail(facts: TrailFacts): Crumb[] {
  const trail: Crumb[] = [];
  const types = [...facts.carTypes].sort();
  const type = one(types);
  if (type && type in CAR_TYPE_LABEL) {
    const known = type as keyof typeof CAR_TYPE_LABEL;
    trail.push({ label: `${CAR_TYPE_LABEL[known]} cars`, href: carTypePath(known) });
  } else if (types.join(",") === "demo,new") trail.push({ label: "New and demo cars", href: "/search/new-and-demo-cars" });
  if (facts.dealership) trail.push(facts.dealership);
  const make = one(facts.makes);
  if (make) {
    trail.push({ label: make, href: makeModelPath(make) });
    const model = one(facts.models);
    if (model) trail.push({ label: model, href: makeModelPath(make, model) });
  }
  const body = one(facts.bodies);
  if (body && BODY_LABELS[body]) trail.push({ label: BODY_LABELS[body], href: bodyTypePath(BODY_LABELS[body]) });
  return trail;
}

/** A search's trail from its refinements (the path's and the query string's together). */
export const refinementTrail = (refinements: Record<string, string[]>, dealership?: Crumb | null): Crumb[] =>
  searchTrail({
    carTypes: refinements.car_type ?? [],
    makes: refinements.make ?? [],
    models: refinements.model ?? [],
    bodies: refinements.body ?? [],
    dealership,
  });

/** A car page's trail: its type, make, model and body, each its own search page. */
export const carTrail = (car: { carType: string; make: string; model: string; simpleBody: string | null }): Crumb[] =>
  searchTrail({ carTypes: [car.carType], makes: [car.make], models: [car.model], bodies: car.simpleBody ? [car.simpleBody] : [] });
