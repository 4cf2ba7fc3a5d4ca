import { BODY_LABELS } from "./facets";
import { formatAud } from "~/domain/format";
import { similarPriceWindow } from "~/domain/vehicle/similar-cars";

/**
 * Vehicle spec section 2: the car page's 'similar' dropdown beside make and model. Each choice is a
 * way this car is like others: its price window (the similar-cars rule of section 9), its body, or
 * its fuel. `formValue` is the choice as search parameters: the form sends it, and the quick search counts it by it.
 */
export type SimilarChoice = {
  key: "price" | "body" | "fuel";
  label: string;
  formValue: string;
};

type CarLike = { price: number; simpleBody: string | null; simpleFuel: string | null };

export function similarChoices(car: CarLike): SimilarChoice[] {
  const choices: SimilarChoice[] = [];
  if (car.price > 0) {
    const { min, max } = similarPriceWindow(car.price);
    choices.push({
      key: "price",
      label: `Similar price (${formatAud(min)} to ${formatAud(max)})`,
      formValue: new URLSearchParams({ "range[price]": `${min}:${max}` }).toString(),
    });
  }
  if (car.simpleBody)
    choices.push({
      key: "body",
      label: `Same body (${BODY_LABELS[car.simpleBody] ?? car.simpleBody})`,
      formValue: new URLSearchParams({ "refinementList[body][]": car.simpleBody }).toString(),
    });
  if (car.simpleFuel)
    choices.push({
      key: "fuel",
      label: `Same fuel (${car.simpleFuel})`,
      formValue: new URLSearchParams({ "refinementList[fuel][]": car.simpleFuel }).toString(),
    });
  return choices;
}
