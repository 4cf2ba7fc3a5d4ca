import type { ReactNode } from "react";
import { Form } from "react-router";
import { periodOptions } from "~/domain/console/period-options";
import { Button, DealershipFilter, SelectField } from "./fields";

/**
 * A console report's filters: a GET form (it works without JavaScript and its address can be bookmarked) with the
 * report's periods, the dealerships the viewer may see, and any filter of the report's own.
 */
export function ReportFilters({
  label,
  periods,
  filter,
  dealerships,
  children,
}: {
  label: string;
  periods: readonly number[];
  filter: { days: number; dealership?: string | undefined };
  dealerships: { slug: string; name: string }[];
  children?: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <SelectField label="Period" name="days" defaultValue={String(filter.days)} options={periodOptions(periods)} />
      <DealershipFilter dealerships={dealerships} value={filter.dealership} />
      {children}
      <Button type="submit">Show</Button>
    </Form>
  );
}
