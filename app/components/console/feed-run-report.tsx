import { Link } from "react-router";
import { ConsoleForm } from "./console-form";
import { Button } from "./fields";
import { Section } from "./section";

/** One list of a run's report (rejected rows, photos not used, cars not shown), or what it is when empty. */
export function ReportList<T>({ title, rows, item, empty }: { title: string; rows: T[]; item: (row: T) => string; empty: string }) {
  return (
    <Section title={title}>
      {rows.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {rows.map((r) => (
            <li key={item(r)} className="break-words">
              {item(r)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{empty}</p>
      )}
    </Section>
  );
}

/** A held full feed: why it was held, the run that applied it since, or Apply this feed (asked again before it runs). */
export function HeldFeed({
  message,
  appliedBy,
  canApply,
  confirming,
}: {
  message: string;
  appliedBy: string | null;
  canApply: boolean;
  confirming: boolean;
}) {
  return (
    <div className="mb-4 max-w-3xl rounded-md border border-amber-400 bg-amber-50 p-4">
      <p className="font-medium text-amber-950">{message}</p>
      {appliedBy ? (
        <p className="mt-2 text-sm">
          Applied since:{" "}
          <Link to={`/dealer/feeds/runs/${appliedBy}`} className="underline underline-offset-2">
            run {appliedBy}
          </Link>
          .
        </p>
      ) : null}
      {canApply ? (
        <ConsoleForm className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="apply" />
          {confirming ? (
            <>
              <input type="hidden" name="confirmed" value="yes" />
              <p className="w-full text-sm font-medium">Apply it as it is? The cars it does not list will be marked sold.</p>
              <Button kind="danger">Yes, apply this feed</Button>
              <Link to="." className="inline-flex min-h-11 items-center underline underline-offset-2">
                Cancel
              </Link>
            </>
          ) : (
            <Button>Apply this feed</Button>
          )}
        </ConsoleForm>
      ) : null}
    </div>
  );
}
