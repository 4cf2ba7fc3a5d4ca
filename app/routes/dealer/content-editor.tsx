import { data, redirect } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { ContentForm, type ContentValues } from "~/components/console/content-form";
import { ContentItemPanels } from "~/components/console/content-item-panels";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { CONTENT_INTENTS, changeContent, contentResource, descriptionPreview, loadContentEditor } from "~/console/content-editor.server";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { can } from "~/domain/console/can";
import { type ContentKind, isContentKind } from "~/domain/content/content-kinds";
import { parseRowId } from "~/domain/row-id";
import type { Route } from "./+types/content-editor";

const NO_SUCH = "There is no such item on this site.";

/** /dealer/content/:kind/new and /dealer/content/:kind/:id: a new item, or one of the site's (404 for any other). */
function addressOf(params: { kind: string; id?: string }): { kind: ContentKind; id: number | null } {
  const id = params.id === undefined ? null : parseRowId(params.id);
  if (!isContentKind(params.kind) || id === undefined || (params.id !== undefined && id === null)) throw data(NO_SUCH, { status: 404 });
  return { kind: params.kind, id };
}

const NOTICES: Record<string, string> = {
  saved: "Saved as version 1. Shoppers do not see it until you publish.",
  published: "Published version 1.",
};

// Who may is asked first, so a stranger is sent to sign in whatever the address (an unknown kind is the site's content).
const resourceOf = (kind: string) => contentResource(isContentKind(kind) ? kind : "slide");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: resourceOf(params.kind) });
  const { kind, id } = addressOf(params);
  const search = new URL(request.url).searchParams;
  const deps = { db: context.db, now: context.now, secret: context.console.secret };
  const page = await loadContentEditor(deps, viewer, kind, id, search.get("version"));
  if (!page) throw data(NO_SUCH, { status: 404 });
  const notice = Object.keys(NOTICES).find((k) => search.get("done") === k);
  return {
    ...page,
    html: descriptionPreview(kind, page.item?.values && "description" in page.item.values ? page.item.values.description : ""),
    canEdit: can(viewer.role, "edit", contentResource(kind)),
    canDelete: can(viewer.role, "delete", contentResource(kind)),
    notice: notice ? NOTICES[notice] : null,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: resourceOf(params.kind) });
  const { kind, id } = addressOf(params);
  const entered = {
    ...Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])),
    categories: form.getAll("categories").map(String),
    hideOverlay: form.get("hideOverlay") === "on",
  };
  const intent = String(form.get("intent") ?? "");
  if (intent === "render")
    return { ok: true as const, rendered: descriptionPreview(kind, form.get("description")), entered, message: null };
  const known = CONTENT_INTENTS.find((i) => i === intent);
  if (!known) return data({ ok: false as const, message: "Choose Save draft or Publish.", errors: {}, entered }, { status: 400 });
  if (known === "delete" && !can(viewer.role, "delete", contentResource(kind)))
    throw data("You may not delete content on this site.", { status: 403 });
  const outcome = await changeContent({ db: context.db, now: context.now }, viewer, kind, id, known, form);
  if (!outcome) throw data(NO_SUCH, { status: 404 });
  if (!outcome.ok) return data({ ...outcome, entered }, { status: outcome.status });
  if (outcome.id === null) return redirect("/dealer/content?deleted=1");
  if (id === null) return redirect(`/dealer/content/${kind}/${outcome.id}?done=${known === "publish" ? "published" : "saved"}`);
  return { ok: true as const, message: outcome.message };
}

export default function ContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, label, item, choices, siteZone, canEdit, canDelete, notice } = loaderData;
  const answer = actionData && "entered" in actionData ? actionData : null;
  const values: ContentValues = answer?.entered ?? item?.values ?? { categories: [] };
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  const html = (actionData && "rendered" in actionData && actionData.rendered) || loaderData.html;
  const title = item ? item.title : `New ${label}`;
  return (
    <>
      <title>{`${title} · Offers and promotions · Dealer console`}</title>
      <PageHeader back={{ to: "/dealer/content", label: "All offers and promotions" }} title={title} />
      {item ? (
        <p className="-mt-2 mb-4 text-sm text-slate-700">
          {item.status}. Newest: version {item.version}.
        </p>
      ) : null}
      <div className="mb-4" aria-live="polite">
        <FormMessage error={actionData && !actionData.ok ? actionData.message : null} done={actionData?.ok ? actionData.message : notice} />
      </div>
      <div className="space-y-6">
        <ContentForm
          key={item ? `${item.id}:${item.version}` : "new"}
          kind={kind}
          ctx={{ values, errors, dealerships: choices.dealerships, images: choices.images, siteZone }}
          basedOn={item?.version ?? null}
          html={html}
          canEdit={canEdit}
        />
        {item ? <ContentItemPanels item={item} label={label} canEdit={canEdit} canDelete={canDelete} /> : null}
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
