/** Vehicle spec section 9: $1.70 a litre, 250 km a week, 10 L/100km. */
export const FUEL_DEFAULTS = { pricePerLitre: 1.7, kmPerWeek: 250, litresPer100Km: 10 } as const;

/** Cost = distance / 100 x consumption x price, per week, month (a twelfth of 52 weeks) and year. */
export function fuelCost(input: { pricePerLitre: number; kmPerWeek: number; litresPer100Km: number }) {
  const weekly = Math.max(0, (input.kmPerWeek / 100) * input.litresPer100Km * input.pricePerLitre);
  return { weekly, monthly: (weekly * 52) / 12, yearly: weekly * 52 };
}

/** The fuel calculator is hidden for electric cars. */
export const showFuelCalculator = (fuel: string | null) => !/electric/i.test(fuel ?? "") || /hybrid/i.test(fuel ?? "");
