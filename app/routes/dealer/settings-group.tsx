import { data } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { SettingFieldsets } from "~/components/console/setting-fields";
import { SettingsFormPage } from "~/components/console/settings-form-page";
import { ThemeEditor } from "~/components/console/theme-editor";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { loadSettingsForm, saveSettingsForm } from "~/console/settings-form.server";
import { settingsDeps } from "~/console/site-settings.server";
import { can } from "~/domain/console/can";
import type { Route } from "./+types/settings-group";

const NO_SUCH = "There are no such settings.";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "settings" });
  const page = await loadSettingsForm(context.db, viewer, params.group);
  if (!page) throw data(NO_SUCH, { status: 404 });
  return { ...page, canEdit: can(viewer.role, "edit", "settings") };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "settings" });
  const outcome = await saveSettingsForm(settingsDeps(context), viewer, params.group, form);
  if (!outcome) throw data(NO_SUCH, { status: 404 });
  return outcome.ok ? outcome : data(outcome, { status: outcome.status });
}

export default function SettingsGroup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsFormPage group={loaderData.group} stored={loaderData} outcome={actionData} canEdit={loaderData.canEdit}>
      {(ctx) =>
        loaderData.group.key === "theme" ? (
          <ThemeEditor fieldsets={loaderData.group.fieldsets} ctx={ctx} />
        ) : (
          <SettingFieldsets fieldsets={loaderData.group.fieldsets} ctx={ctx} />
        )
      }
    </SettingsFormPage>
  );
}

export const ErrorBoundary = ConsoleError;
