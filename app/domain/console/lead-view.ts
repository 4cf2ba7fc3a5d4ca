import type { ContactChannel, LeadStatus } from "./lead-status";

/** A lead's page as the console shows it: plain text and times on the dealership's clock, worked out on the server. */
export type LeadView = {
  id: string;
  received: string;
  form: string;
  category: string;
  status: LeadStatus;
  assignedStaffId: string | null;
  shopper: { name: string; email: string; phone: string | null; postcode: string | null; state: string | null; optIn: boolean };
  message: string | null;
  details: { label: string; value: string }[];
  car: {
    title: string;
    stocknum: string | null;
    price: string | null;
    status: string;
    url: string | null;
    photo: string | null;
    photoAlt: string;
  } | null;
  tradeIn: { vehicle: string; rego: string; estimate: string | null; answers: { label: string; value: string }[] } | null;
  dealership: string | null;
  heldReason: string | null;
  /** Issue 56: where the shopper's visit came from (referring site, UTM parameters); empty when not known. */
  source: { label: string; value: string }[];
};

export type LeadHistoryItem = { id: string; at: string; who: string; kind: string; channel: ContactChannel | null; text: string | null };

export type LeadDeliveryView = {
  id: string;
  channel: string;
  target: string;
  status: string;
  attempts: number;
  lastError: string | null;
  when: string;
};
