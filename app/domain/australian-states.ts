/** Australia's states and territories, by the lower-case code the sites' config uses. */
export const AUSTRALIAN_STATES = {
  qld: "Queensland",
  nsw: "New South Wales",
  vic: "Victoria",
  act: "Australian Capital Territory",
  tas: "Tasmania",
  sa: "South Australia",
  wa: "Western Australia",
  nt: "Northern Territory",
} as const;

export type StateCode = keyof typeof AUSTRALIAN_STATES;
export const STATE_CODES = Object.keys(AUSTRALIAN_STATES) as [StateCode, ...StateCode[]];
export const isStateCode = (value: unknown): value is StateCode => typeof value === "string" && Object.hasOwn(AUSTRALIAN_STATES, value);
