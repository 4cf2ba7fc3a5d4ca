import type { ReactNode } from "react";

/** A titled block of a console page. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ?? `s-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-300 bg-white p-4">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs, as a description list. */
export function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-medium text-slate-600">{row.label}</dt>
          <dd className="break-words max-sm:mb-1">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of a console report, with its CSV link for those who may export. */
export function ReportSection({
  id,
  title,
  intro,
  csvHref,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  csvHref: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-md border border-slate-300 bg-white p-4">
      <h2 id={id} className="mb-1 text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="mb-3 text-sm text-slate-700">{intro}</p> : null}
      {children}
      {csvHref ? (
        <p className="mt-2 text-sm">
          <a href={csvHref} download className="underline underline-offset-2">
            Download {title.toLowerCase()} (CSV)
          </a>
        </p>
      ) : null}
    </section>
  );
}
