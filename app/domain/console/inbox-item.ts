import type { LeadStatus } from "./lead-status";

/** An inbox row as the page receives it: times as the site's clock reads them, worked out on the server. */
export type InboxItem = {
  id: string;
  received: string;
  name: string;
  form: string;
  car: string | null;
  dealership: string | null;
  status: LeadStatus;
  assignedName: string | null;
  read: boolean;
};
