import type { ColumnDef } from "@tanstack/react-table";
import { data, Form, Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { ConsoleForm } from "~/components/console/console-form";
import { PageHeader } from "~/components/console/console-shell";
import { DataTable } from "~/components/console/data-table";
import { anyChoice, Button, DealershipFilter, ActionMessage, SelectField } from "~/components/console/fields";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { changeReviewVisibility, loadReviews } from "~/console/reviews.server";
import { can } from "~/domain/console/can";
import type { Route } from "./+types/reviews";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "content" });
  const page = await loadReviews(context.db, viewer, new URL(request.url).searchParams);
  return { ...page, canEdit: can(viewer.role, "edit", "content"), canSettings: can(viewer.role, "edit", "settings") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "content" });
  const outcome = await changeReviewVisibility({ db: context.db, now: context.now }, viewer, form);
  return outcome.ok ? { done: outcome.message } : data({ error: outcome.message }, { status: outcome.status });
}

type Review = Awaited<ReturnType<typeof loader>>["reviews"][number];

const STATES = [
  { value: "all", label: "Shown and hidden" },
  { value: "shown", label: "Shown" },
  { value: "hidden", label: "Hidden" },
];
const RATINGS = [anyChoice("Any rating"), ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} stars` }))];

function columns(canEdit: boolean, minimumRating: number): ColumnDef<Review>[] {
  return [
    { header: "Date", accessorKey: "date" },
    { header: "Rating", cell: ({ row }) => `${row.original.rating} of 5` },
    { header: "Customer", accessorKey: "customerName" },
    {
      header: "Where",
      cell: ({ row }) =>
        row.original.page ? (
          <a href={row.original.page} className="underline">
            {row.original.where}
          </a>
        ) : (
          row.original.where
        ),
    },
    { header: "Review", cell: ({ row }) => <p className="line-clamp-4 max-w-prose">{row.original.text}</p> },
    {
      header: "On the site",
      cell: ({ row }) => row.original.hidden ?? (row.original.rating < minimumRating ? `Not shown: under ${minimumRating} stars` : "Shown"),
    },
    ...(canEdit
      ? [
          {
            header: "Change",
            cell: ({ row }: { row: { original: Review } }) => (
              <ConsoleForm>
                <input type="hidden" name="review" value={row.original.id} />
                <input type="hidden" name="hide" value={row.original.hidden ? "0" : "1"} />
                <Button kind="secondary">
                  {row.original.hidden ? "Show" : "Hide"}
                  <span className="sr-only"> {row.original.customerName}'s review</span>
                </Button>
              </ConsoleForm>
            ),
          } satisfies ColumnDef<Review>,
        ]
      : []),
  ];
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, filter, dealerships, minimumRating, canEdit, canSettings, limit } = loaderData;
  return (
    <>
      <title>Reviews · Dealer console</title>
      <PageHeader title="Reviews" />
      <p className="mb-4 max-w-3xl text-slate-700">
        Customers' reviews, newest first. Hide one that should not be on the site (spam, another business, a customer's private details): it
        stays here and can be shown again. Reviews under {minimumRating} stars are never shown
        {canSettings ? (
          <>
            {" "}
            (
            <Link to="/dealer/settings/general" className="underline">
              the minimum rating setting
            </Link>
            )
          </>
        ) : null}
        .
      </p>
      <div className="mb-4" aria-live="polite">
        <ActionMessage result={actionData} />
      </div>
      <Form
        method="get"
        role="search"
        aria-label="Filter reviews"
        className="mb-4 flex flex-wrap items-end gap-3 rounded-md border border-slate-300 bg-white p-4"
      >
        <SelectField label="On the site" name="state" defaultValue={filter.state} options={STATES} />
        <SelectField label="Rating" name="rating" defaultValue={filter.rating ? String(filter.rating) : ""} options={RATINGS} />
        <DealershipFilter dealerships={dealerships} value={filter.dealership} />
        <Button>Show</Button>
      </Form>
      <DataTable
        columns={columns(canEdit, minimumRating)}
        rows={reviews}
        caption="Reviews, newest first"
        rowKey={(r) => String(r.id)}
        empty="No reviews match."
      />
      {reviews.length === limit ? (
        <p className="mt-3 text-sm text-slate-600">The newest {limit} are shown: narrow the filters to see older ones.</p>
      ) : null}
    </>
  );
}

export const ErrorBoundary = ConsoleError;
