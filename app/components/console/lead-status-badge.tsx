import { LEAD_STATUS_LABELS, type LeadStatus } from "~/domain/console/lead-status";

const TONE: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-900",
  contacted: "bg-amber-100 text-amber-900",
  appointment: "bg-violet-100 text-violet-900",
  sold: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{LEAD_STATUS_LABELS[status]}</span>
  );
}
