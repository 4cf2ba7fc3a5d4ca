/** Where a lead stands in the dealership (issue 53). */
export const LEAD_STATUSES = ["new", "contacted", "appointment", "sold", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  sold: "Sold",
  lost: "Lost",
};

export const CONTACT_CHANNELS = ["call", "email", "sms"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = { call: "Call", email: "E-mail", sms: "SMS" };

/** A lead still being worked: it goes back to a manager when its salesperson leaves. */
export const isOpenStatus = (status: LeadStatus) => status !== "sold" && status !== "lost";
