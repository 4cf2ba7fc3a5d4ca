import { data } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { ConsoleForm } from "~/components/console/console-form";
import { PageHeader } from "~/components/console/console-shell";
import { Button, FormMessage } from "~/components/console/fields";
import { Section } from "~/components/console/section";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { loadImageLibrary } from "~/console/content-editor.server";
import { can } from "~/domain/console/can";
import { uploadLibraryImages } from "~/stock-feed/library-images.server";
import type { Route } from "./+types/content-images";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "content" });
  return { images: await loadImageLibrary(context.db, viewer), canEdit: can(viewer.role, "edit", "content") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "content" });
  const files = form.getAll("images").filter((f): f is File => f instanceof File);
  const deps = { db: context.db, storage: context.storage, now: context.now };
  const outcome = await uploadLibraryImages(deps, { siteId: viewer.site.id, email: viewer.staff.email }, files);
  return outcome.ok ? outcome : data(outcome, { status: outcome.status });
}

export default function ContentImages({ loaderData, actionData }: Route.ComponentProps) {
  const { images, canEdit } = loaderData;
  return (
    <>
      <title>Image library · Dealer console</title>
      <PageHeader back={{ to: "/dealer/content", label: "All offers and promotions" }} title="Image library" />
      <p className="mb-4 max-w-3xl text-slate-700">
        The images offers, slides and popups pick from. A slide's banner is drawn 1920 by 540 pixels: upload it at least that size.
      </p>
      <div className="mb-4 space-y-2" aria-live="polite">
        <FormMessage
          done={actionData?.ok ? actionData.done : null}
          error={actionData && !actionData.ok ? actionData.problems.join(" ") : null}
        />
        {actionData?.ok && actionData.problems.length ? <FormMessage error={actionData.problems.join(" ")} /> : null}
      </div>
      {canEdit ? (
        <ConsoleForm method="post" encType="multipart/form-data" className="mb-6 grid max-w-xl gap-3">
          <label htmlFor="f-images" className="block text-sm font-medium text-slate-800">
            Upload images
          </label>
          <p id="f-images-hint" className="text-sm text-slate-600">
            JPEG, PNG or WebP, up to 15 MB each. Choose several at once.
          </p>
          <input
            id="f-images"
            name="images"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="f-images-hint"
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-4 file:font-semibold"
          />
          <div>
            <Button>Upload</Button>
          </div>
        </ConsoleForm>
      ) : null}
      <Section title={`${images.length} images`}>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {images.map((image) => (
            <li key={image.src} className="min-w-0 rounded-md border border-slate-300 bg-white p-2">
              <img src={`/img/${image.src}?w=480`} alt="" loading="lazy" className="aspect-video w-full rounded object-cover" />
              <p className="mt-2 break-all font-mono text-xs">{image.src}</p>
              <p className="text-xs text-slate-600">{image.about}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
