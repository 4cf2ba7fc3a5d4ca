/**
 * The trade-in form's choices about the shopper's car and their labels: plain data, apart from the
 * schema that checks the answers (adjustment-answers.ts), so the form's page does not download zod.
 */
export const CONDITIONS = ["excellent", "good", "fair", "poor"] as const;
export const SERVICE_HISTORIES = ["full", "partial", "none"] as const;
export const DAMAGE = ["none", "minor", "major"] as const;
export const ACCESSORIES = ["towbar", "bullbar", "roof-racks", "canopy", "upgraded-wheels", "dash-camera"] as const;

export const CONDITION_LABELS: Record<(typeof CONDITIONS)[number], string> = {
  excellent: "Excellent: like new, no marks",
  good: "Good: normal wear for its age",
  fair: "Fair: worn, with some marks or dents",
  poor: "Poor: needs mechanical or body work",
};

export const SERVICE_HISTORY_LABELS: Record<(typeof SERVICE_HISTORIES)[number], string> = {
  full: "Full service history (logbook)",
  partial: "Partial service history",
  none: "No service history",
};

export const DAMAGE_LABELS: Record<(typeof DAMAGE)[number], string> = {
  none: "None",
  minor: "Minor: small dents or scratches",
  major: "Major: panel damage, hail damage or accident repairs",
};

export const ACCESSORY_LABELS: Record<(typeof ACCESSORIES)[number], string> = {
  towbar: "Towbar",
  bullbar: "Bull bar",
  "roof-racks": "Roof racks",
  canopy: "Ute canopy",
  "upgraded-wheels": "Upgraded wheels",
  "dash-camera": "Dash camera",
};
