import { data, Link, redirect } from "react-router";
import { CarEditorForm } from "~/components/console/car-editor-form";
import { CarPhotosPanel } from "~/components/console/car-photos-panel";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { requireStaff, requireStaffForm, type Viewer } from "~/console/require-staff.server";
import { can } from "~/domain/console/can";
import { runCarEditorAction } from "~/stock-feed/car-editor-action.server";
import { carIdOf } from "~/stock-feed/commit-car-change.server";
import { loadCarEditor } from "~/stock-feed/load-car-editor.server";
import type { Route } from "./+types/car-editor";

const editorOf = (viewer: Viewer) => ({
  siteId: viewer.site.id,
  staffId: viewer.staff.id,
  email: viewer.staff.email,
  dealershipSlugs: viewer.dealershipSlugs,
});

const NOTICES: Record<string, string> = {
  added: "Car added: it is on the site now. Add its photos below.",
  saved: "Changes saved: they are on the site now.",
  unchanged: "Nothing had changed.",
};

/** /dealer/stock/new and /dealer/stock/:id: a new car, or one of the site's (404 for any other id). */
function carIdParam(params: { id?: string }): number | null | "bad" {
  if (params.id === undefined) return null;
  return carIdOf(params.id) ?? "bad";
}

const ORIGIN_LABELS: Record<string, string> = { console: "added in the console", feed: "from the feed", seed: "from the demo" };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "stock" });
  const canEdit = can(viewer.role, "edit", "stock");
  const carId = carIdParam(params);
  const page = carId === "bad" ? null : await loadCarEditor(context.db, editorOf(viewer), carId);
  if (!page) throw data("That car isn't in this site's stock.", { status: 404 });
  const search = new URL(request.url).searchParams;
  const notice = Object.keys(NOTICES).find((k) => search.has(k));
  return { ...page, canEdit, notice: notice ? NOTICES[notice] : null };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "stock" });
  const carId = carIdParam(params);
  if (carId === "bad") throw data("That car isn't in this site's stock.", { status: 404 });
  const deps = { db: context.db, search: context.search, now: context.now, storage: context.storage };
  const outcome = await runCarEditorAction(deps, editorOf(viewer), carId, form);
  if ("redirect" in outcome) return redirect(outcome.redirect);
  if (outcome.status === 404) throw data(outcome.answer.error, { status: 404 });
  return data(outcome.answer, { status: outcome.status });
}

export default function CarEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { car, values, locked, photos, dealerships, canEdit, notice } = loaderData;
  const answer = actionData ?? {};
  const title = car ? car.title : "Add a car";
  return (
    <>
      <title>{`${car ? `${car.stocknum} · ` : "Add a car · "}Stock · Dealer console`}</title>
      <PageHeader back={{ to: "/dealer/stock", label: "All stock" }} title={title}>
        {car ? (
          <>
            <Link to={`/cars/${car.slug}`} className="inline-flex min-h-11 items-center px-2 text-sm underline underline-offset-2">
              View on the site
            </Link>
            <Link
              to={`/dealer/stock/${car.id}/history`}
              className="inline-flex min-h-11 items-center px-2 text-sm underline underline-offset-2"
            >
              History
            </Link>
          </>
        ) : null}
      </PageHeader>
      {car ? (
        <p className="-mt-2 mb-4 text-sm text-slate-700">
          Stock number {car.stocknum} · {car.dealership} · {ORIGIN_LABELS[car.origin] ?? "from the feed"}
          {locked.length ? ` · ${locked.length === 1 ? "1 field" : `${locked.length} fields`} locked against the feed` : ""}
        </p>
      ) : null}
      <div className="mb-4 grid gap-2" aria-live="polite">
        <FormMessage error={answer.error} done={answer.done ?? (actionData ? null : notice)} />
        {answer.errors ? (
          <ul className="grid gap-1 text-sm">
            {Object.entries(answer.errors).map(([field, message]) => (
              <li key={field}>
                <a href={`#f-${field}`} className="text-red-900 underline underline-offset-2">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {canEdit ? null : <FormMessage done="You can view stock here; owners and managers add and change cars." />}
      </div>
      <div className="grid gap-4">
        {car ? (
          <div id="photos" className="grid gap-2">
            <div aria-live="polite" className="grid gap-2">
              <FormMessage done={answer.photoDone} />
              {answer.photoProblems?.map((p) => (
                <FormMessage key={p} error={p} />
              ))}
            </div>
            <CarPhotosPanel photos={photos} canEdit={canEdit} isNew={false} locked={locked.includes("photos")} />
          </div>
        ) : null}
        <CarEditorForm
          isNew={!car}
          canEdit={canEdit}
          values={answer.values ?? values}
          errors={answer.errors ?? {}}
          locked={locked}
          dealerships={dealerships}
        />
        {car ? null : <CarPhotosPanel photos={[]} canEdit={canEdit} isNew />}
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
