import { data, Link, redirect } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { HeldFeed, ReportList as List } from "~/components/console/feed-run-report";
import { Facts, Section } from "~/components/console/section";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { can } from "~/domain/console/can";
import { applyHeldRun, feedConsoleDeps, loadFeedRun } from "~/stock-feed/feed-console.server";
import { runLine } from "~/stock-feed/feed-run-view";
import type { Route } from "./+types/feed-run";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "feeds" });
  const run = await loadFeedRun(context.db, viewer.site, params.id);
  if (!run) throw data("There is no such feed run on this site.", { status: 404 });
  const report = run.report;
  return {
    line: runLine(run, viewer.site.timeZone),
    error: run.error,
    held: report?.held && !report.dryRun ? report.held.message : null,
    canApply: run.status === "held" && run.hasHeldRows && can(viewer.role, "edit", "feeds"),
    appliedBy: run.appliedByRunId,
    applies: run.appliesRunId,
    rejectedRows: report?.rejectedRows ?? [],
    photoFailures: report?.photoFailures ?? [],
    notShown: report?.notShown ?? [],
    wouldBe: report ? !report.applied : false,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "feeds" });
  if (form.get("intent") !== "apply") return data({ error: "Unknown action." }, { status: 400 });
  // Re-confirmation: the first press asks; only the confirming form carries confirmed=yes.
  if (form.get("confirmed") !== "yes") return { confirm: true as const };
  const outcome = await applyHeldRun(
    feedConsoleDeps(context),
    { site: viewer.site, staffId: viewer.staff.id, email: viewer.staff.email },
    params.id,
  );
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  throw redirect(`/dealer/feeds/runs/${outcome.runId}`);
}

export default function FeedRun({ loaderData, actionData }: Route.ComponentProps) {
  const { line, error, held, canApply, appliedBy, applies, rejectedRows, photoFailures, notShown, wouldBe } = loaderData;
  const result = actionData;
  return (
    <>
      <title>{`Feed run ${line.id} · Feeds · Dealer console`}</title>
      <PageHeader
        back={{ to: "/dealer/feeds", label: "All feeds" }}
        title={`${line.dealership}: ${line.status.toLowerCase()} ${line.mode.toLowerCase()} feed`}
      />
      <div className="mb-4" aria-live="polite">
        <FormMessage error={result && "error" in result ? result.error : null} />
      </div>
      {held ? (
        <HeldFeed message={held} appliedBy={appliedBy} canApply={canApply} confirming={Boolean(result && "confirm" in result)} />
      ) : null}
      <div className="space-y-4">
        <Section title="Report">
          <Facts
            rows={[
              { label: "Started", value: line.when },
              { label: "Source", value: line.source },
              { label: "Took", value: line.duration },
              { label: wouldBe ? "It would have" : "It did", value: line.counts },
              ...(error ? [{ label: "Error", value: error }] : []),
              ...(applies
                ? [
                    {
                      label: "Applies",
                      value: (
                        <Link to={`/dealer/feeds/runs/${applies}`} className="underline">
                          the held run {applies}
                        </Link>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Section>
        <List
          title="Rejected rows"
          rows={rejectedRows}
          item={(r) => `Line ${r.line}${r.stockNumber ? ` (${r.stockNumber})` : ""}: ${r.field} ${r.reason}`}
          empty="No row was rejected."
        />
        <List
          title="Photos not used"
          rows={photoFailures}
          item={(p) => `Line ${p.line} (${p.stockNumber}): ${p.photo} ${p.reason}`}
          empty={wouldBe ? "Photos are fetched only when a feed is applied." : "Every photo was used."}
        />
        <List
          title={wouldBe ? "Cars that would not be shown" : "Cars not shown on the site"}
          rows={notShown}
          item={(c) => `Line ${c.line} (${c.stockNumber}): ${c.message}`}
          empty="Every car of the feed is shown."
        />
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
