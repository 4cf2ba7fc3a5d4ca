import { Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { requireStaff } from "~/console/require-staff.server";
import { allSettingsGroups, themeGroup } from "~/console/settings-form.server";
import type { Route } from "./+types/settings";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request, { action: "view", resource: "settings" });
  return {
    groups: [themeGroup(), ...allSettingsGroups()].map((g) => ({
      key: g.key,
      title: g.title,
      description: g.description,
      count: g.fieldsets.reduce((n, f) => n + f.fields.length, 0),
    })),
  };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Settings · Dealer console</title>
      <PageHeader title="Settings" />
      <p className="mb-4 max-w-3xl text-slate-700">
        How the site behaves, section by section. Each save becomes a new version in the{" "}
        <Link to="/dealer/settings/history" className="underline">
          settings history
        </Link>
        , where it can be undone; the site shows it within a second.
      </p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.groups.map((g) => (
          <li key={g.key} className="rounded-md border border-slate-300 bg-white p-4">
            <h2 className="text-base font-semibold">
              <Link to={`/dealer/settings/${g.key}`} className="underline underline-offset-2">
                {g.title}
              </Link>
            </h2>
            <p className="mt-1 line-clamp-3 text-sm text-slate-700">{g.description}</p>
            <p className="mt-1 text-sm text-slate-600">{g.count === 1 ? "1 setting" : `${g.count} settings`}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
