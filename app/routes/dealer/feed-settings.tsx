import { data, Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { FeedKeyPanel, PullSchedulePanel } from "~/components/console/feed-settings-panels";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { formatDateTime } from "~/domain/format";
import { changeFeedKey, feedConsoleDeps, loadFeedSettings, pullFeedNow, savePullSchedule } from "~/stock-feed/feed-console.server";
import { pullFormErrors, pullFormSchema } from "~/stock-feed/feed-pull";
import { PULL_STATUS_LABELS } from "~/stock-feed/feed-run-view";
import type { Route } from "./+types/feed-settings";

const NEED = { action: "edit", resource: "feeds" } as const;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, NEED);
  const page = await loadFeedSettings(context.db, viewer.site, params.slug);
  if (!page) throw data("There is no such dealership on this site.", { status: 404 });
  const zone = viewer.site.timeZone;
  const { pull } = page;
  return {
    dealership: page.dealership,
    key: page.key ? `Made ${formatDateTime(page.key.createdAt, zone)} (key id ${page.key.keyId})` : null,
    pull: pull && {
      url: pull.url,
      mode: pull.mode,
      format: pull.format,
      intervalMinutes: pull.intervalMinutes,
      enabled: pull.enabled,
      authKind: pull.authKind,
      authUser: pull.authUser,
      authHeader: pull.authHeader,
      hasSecret: pull.hasSecret,
      last: pull.lastCheckedAt
        ? `${PULL_STATUS_LABELS[pull.lastStatus ?? "unchanged"]}, ${formatDateTime(new Date(pull.lastCheckedAt), zone)}${pull.lastMessage ? `: ${pull.lastMessage}` : ""}`
        : "Not pulled yet",
      lastRunId: pull.lastRunId,
    },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, NEED);
  const deps = feedConsoleDeps(context);
  const actor = { site: viewer.site, staffId: viewer.staff.id, email: viewer.staff.email };
  const intent = String(form.get("intent") ?? "");
  if (intent === "schedule") {
    const parsed = pullFormSchema({ allowLoopback: deps.allowLoopback ?? false }).safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      // What was typed comes back into the form (the secret never does).
      const { authSecret: _secret, _csrf, ...typed } = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
      const fields = pullFormErrors(parsed.error);
      return data({ target: "schedule", error: "Please fix the following errors:", fields, typed }, { status: 400 });
    }
    const outcome = await savePullSchedule(deps, actor, params.slug, parsed.data);
    return outcome.ok
      ? { target: "schedule", done: outcome.done }
      : data({ target: "schedule", error: outcome.message }, { status: outcome.status });
  }
  if (intent === "pull") {
    const outcome = await pullFeedNow(deps, actor, params.slug);
    if (!outcome.ok) return data({ target: "schedule", error: outcome.message }, { status: outcome.status });
    return { target: "schedule", done: outcome.done, runId: outcome.result?.runId ?? null };
  }
  if (intent === "rotate" || intent === "revoke") {
    // Re-confirmation: the first press asks; only the confirming form carries confirmed=yes.
    if (form.get("confirmed") !== "yes") return { target: "key", confirm: intent };
    const outcome = await changeFeedKey(deps, actor, params.slug, intent);
    if (!outcome.ok) return data({ target: "key", error: outcome.message }, { status: outcome.status });
    return { target: "key", done: outcome.done, key: outcome.key ?? null };
  }
  return data({ target: "", error: "Unknown action." }, { status: 400 });
}

export default function FeedSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { dealership, key, pull } = loaderData;
  const result = actionData as
    | {
        target: string;
        error?: string;
        done?: string;
        fields?: Record<string, string>;
        typed?: Record<string, string>;
        confirm?: "rotate" | "revoke";
        key?: string | null;
        runId?: number | null;
      }
    | undefined;
  const at = (target: string) => (result?.target === target ? result : undefined);
  return (
    <>
      <title>{`${dealership.name} · Feeds · Dealer console`}</title>
      <PageHeader back={{ to: "/dealer/feeds", label: "All feeds" }} title={`${dealership.name}: feed key and schedule`} />
      <div className="mb-4" aria-live="polite">
        <FormMessage error={result?.error ?? null} done={result?.done ?? null} />
        {result?.runId ? (
          <p className="mt-2 text-sm">
            <Link to={`/dealer/feeds/runs/${result.runId}`} className="underline underline-offset-2">
              See the run's report
            </Link>
          </p>
        ) : null}
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <FeedKeyPanel state={key} answer={at("key")} />
        <PullSchedulePanel pull={pull} fields={at("schedule")?.fields ?? null} typed={at("schedule")?.typed ?? null} />
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
