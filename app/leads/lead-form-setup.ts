import type { CarType } from "~/domain/vehicle/car";
import type { StateCode } from "~/domain/australian-states";
import type { SlotDay } from "~/domain/locations/test-drive-slots";
import type { OptInDefault } from "~/domain/marketing-consent";
import type { LeadFormKind } from "./lead-forms";
import type { LeadFormRules } from "./lead-schema";

/** The no-JavaScript robot check: a question a person answers, and the signed token the server checks it with. */
export type HumanQuestion = { text: string; token: string };

/** Everything a lead form needs to render, in the browser and without JavaScript. */
export type LeadFormSetup = {
  kind: LeadFormKind;
  siteSlug: string;
  rules: LeadFormRules;
  dealerships: { slug: string; name: string }[];
  locations: { id: number; name: string }[];
  car: { id: number; name: string; carType: CarType; tag: string | null } | null;
  locationId: number | null;
  slots: SlotDay[];
  /** Where the State field starts: the site's form state (discovery spec section 9). */
  defaultState: StateCode;
  /** The site's collection notice under the button (discovery spec section 1: per-site form disclaimers). */
  disclaimer: string;
  /** How the marketing opt-in box starts (`leads.marketingOptInDefault`, decision 029). */
  optInDefault: OptInDefault;
  formStarted: string;
  question: HumanQuestion;
};
