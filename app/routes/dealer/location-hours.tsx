import { data } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { hoursValues, LocationHoursForm } from "~/components/console/location-hours-form";
import { detailsValues, LocationDetailsForm } from "~/components/console/location-details-form";
import { loadLocationHours, saveLocationDetails, saveLocationHours } from "~/console/location-hours.server";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { can } from "~/domain/console/can";
import type { Route } from "./+types/location-hours";

const NO_SUCH = "There is no such location.";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "content" });
  const location = await loadLocationHours(context.db, viewer, params.slug);
  if (!location) throw data(NO_SUCH, { status: 404 });
  return { location, canEdit: can(viewer.role, "edit", "content") };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "content" });
  const deps = { db: context.db, now: context.now };
  const entered = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  if (form.get("intent") === "details") {
    const saved = await saveLocationDetails(deps, viewer, params.slug, form);
    if (!saved) throw data(NO_SUCH, { status: 404 });
    return saved.ok
      ? { form: "details" as const, ...saved }
      : data({ form: "details" as const, ...saved, entered }, { status: saved.status });
  }
  const outcome = await saveLocationHours(deps, viewer, params.slug, form);
  if (!outcome) throw data(NO_SUCH, { status: 404 });
  return outcome.ok
    ? { form: "hours" as const, ...outcome }
    : data({ form: "hours" as const, ...outcome, entered }, { status: outcome.status });
}

export default function LocationHours({ loaderData, actionData }: Route.ComponentProps) {
  const { location, canEdit } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : null;
  const hoursRefused = refused?.form === "hours" ? refused : null;
  const detailsRefused = refused?.form === "details" ? refused : null;
  const values = hoursRefused ? hoursRefused.entered : hoursValues(location.hours, location.specialHours);
  const errors = Object.fromEntries((hoursRefused?.problems ?? []).map((p) => [p.name, p.message]));
  return (
    <>
      <title>{`${location.name} · Dealer console`}</title>
      <PageHeader back={{ to: "/dealer/locations", label: "All locations" }} title={location.name} />
      <p className="mb-4 max-w-3xl text-slate-700">
        Hours in the location's own time ({location.timeZone.replace("Australia/", "")}), as its{" "}
        <a href={`${location.origin}/locations/${location.slug}`} className="underline">
          location page
        </a>{" "}
        shows them.
      </p>
      <div className="mb-4" aria-live="polite">
        <FormMessage error={refused?.message ?? null} done={actionData?.ok ? actionData.message : null} />
      </div>
      <div className="space-y-6">
        <LocationHoursForm
          // Its fields start from the stored hours whenever those change (a save, another person's), not from what was typed.
          key={JSON.stringify([location.hours, location.specialHours])}
          departments={location.departments}
          stored={location.specialHours.length}
          values={values}
          errors={errors}
          canEdit={canEdit}
        />
        <LocationDetailsForm
          key={JSON.stringify(location.details)}
          values={detailsRefused?.entered ?? detailsValues(location.details)}
          errors={detailsRefused?.errors ?? {}}
          canEdit={canEdit}
        />
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
