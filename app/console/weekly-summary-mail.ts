import type { MetricRow } from "~/domain/analytics/insights";
import type { DayRange } from "~/domain/analytics/report-period";
import { formatAud, formatCount, formatDate, formatNumber } from "~/domain/format";
import { escapeHtml } from "~/leads/delivery/staff-notification";

/** What one person's summary says: the dashboard's week for the dealerships they may see. */
export type WeeklySummary = {
  siteName: string;
  origin: string;
  name: string;
  week: DayRange;
  /** The dealerships a manager of some is limited to; null: the whole site. */
  dealerships: string[] | null;
  metrics: readonly MetricRow[];
  conversion: { current: number | null; previous: number | null };
  byDealership: readonly { name: string; views: number; leads: number; conversion: number | null }[];
};

/** The dealership lines a summary lists: those with most leads, then most views. */
export const TOP_DEALERSHIPS = 5;

const show = (m: MetricRow, n: number) => (m.money ? formatAud(n) : formatNumber(n));

function changeText(m: MetricRow): string {
  if (m.previous === null) return "";
  const was = `was ${show(m, m.previous)}`;
  if (m.change === null) return ` (${was})`;
  if (m.change === 0) return ` (${was}, no change)`;
  return ` (${was}, ${m.change > 0 ? "up" : "down"} ${Math.abs(m.change)}%)`;
}

function lines(s: WeeklySummary) {
  const figures = s.metrics.filter((m) => m.value !== null).map((m) => `${m.label}: ${show(m, m.value as number)}${changeText(m)}`);
  const { current, previous } = s.conversion;
  figures.push(`Leads per 100 vehicle views: ${current ?? "no views"}${previous === null ? "" : ` (was ${previous})`}`);
  const top = [...s.byDealership]
    .sort((a, b) => b.leads - a.leads || b.views - a.views || a.name.localeCompare(b.name, "en-AU"))
    .slice(0, TOP_DEALERSHIPS)
    .map(
      (d) =>
        `${d.name}: ${formatCount(d.views, "vehicle view")}, ${formatCount(d.leads, "lead")}${d.conversion === null ? "" : `, ${d.conversion} per 100 views`}`,
    );
  return { figures, top };
}

/**
 * The weekly summary e-mail (issue 56) from its figures: the week's headline numbers against the week before, leads
 * per 100 views, the dealerships with most leads, a link to the dashboard and how to stop it. Plain text and the
 * same in simple HTML.
 */
export function weeklySummaryMail(s: WeeklySummary): { subject: string; text: string; html: string } {
  const week = `Monday ${formatDate(s.week.from)} to Sunday ${formatDate(s.week.to)}`;
  const whose = s.dealerships?.length ? `${s.siteName} (${s.dealerships.join(", ")})` : s.siteName;
  const intro = `Here is ${whose}'s week, ${week}, against the week before.`;
  const dashboard = `${s.origin}/dealer/insights?days=7`;
  const settings = `${s.origin}/dealer/account#weekly-summary`;
  const footer = "You get this because you chose the weekly summary; turn it off at";
  const { figures, top } = lines(s);
  const subject = `${s.siteName}: your week to ${formatDate(s.week.to)}`;
  const text = [
    `Hi ${s.name},`,
    "",
    intro,
    "",
    "The week's figures",
    ...figures,
    ...(top.length ? ["", "Dealerships with most leads", ...top] : []),
    "",
    `See more on the dashboard: ${dashboard}`,
    "",
    `${footer} ${settings}`,
    "",
  ].join("\n");
  const P = 'style="margin:0 0 6px"';
  const LINK = 'style="color:#1d4ed8"';
  const list = (items: string[]) => items.map((i) => `<li>${escapeHtml(i)}</li>`).join("\n");
  const link = (url: string) => `<a href="${escapeHtml(url)}" ${LINK}>${escapeHtml(url)}</a>`;
  const html = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">
<div style="max-width:600px;margin:0 auto">
<p ${P}>Hi ${escapeHtml(s.name)},</p>
<p ${P}>${escapeHtml(intro)}</p>
<h2 style="margin:24px 0 8px;font-size:16px">The week's figures</h2>
<ul>
${list(figures)}
</ul>
${top.length ? `<h2 style="margin:24px 0 8px;font-size:16px">Dealerships with most leads</h2>\n<ul>\n${list(top)}\n</ul>` : ""}
<p style="margin:24px 0 6px">See more on the dashboard: ${link(dashboard)}</p>
<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(footer)} ${link(settings)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
