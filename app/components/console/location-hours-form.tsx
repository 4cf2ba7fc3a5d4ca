import type { OpeningHour, SpecialHour } from "~/domain/locations/opening-hours";
import { dayLabel } from "~/domain/locations/hours-form";
import { ConsoleForm } from "./console-form";
import { Button } from "./fields";
import { Section } from "./section";

type Values = Readonly<Record<string, string>>;
type Errors = Readonly<Record<string, string>>;

const INPUT = "min-h-11 rounded-md border border-slate-400 bg-white px-2 py-1 text-base";
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const BLANK_HOLIDAYS = 3;

/** The stored hours as the form's fields, so a refused save and a fresh page read the same way. */
export function hoursValues(hours: OpeningHour[], special: SpecialHour[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const h of hours) {
    values[`${h.department}.${h.weekday}.status`] = h.status;
    values[`${h.department}.${h.weekday}.open`] = h.open ?? "";
    values[`${h.department}.${h.weekday}.close`] = h.close ?? "";
  }
  special.forEach((s, i) => {
    Object.assign(values, {
      [`special.${i}.date`]: s.date,
      [`special.${i}.name`]: s.name ?? "",
      [`special.${i}.status`]: s.status,
      [`special.${i}.start`]: s.start ?? "",
      [`special.${i}.end`]: s.end ?? "",
    });
  });
  return values;
}

function Cell({ name, label, type, values, errors }: { name: string; label: string; type: string; values: Values; errors: Errors }) {
  return (
    <td className="py-1 pr-2 align-top">
      <input
        type={type}
        name={name}
        aria-label={label}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        className={`${INPUT} w-full min-w-0`}
      />
      {errors[name] ? <p className="mt-1 text-sm font-medium text-red-800">{errors[name]}</p> : null}
    </td>
  );
}

function StatusCell({ name, label, values }: { name: string; label: string; values: Values }) {
  return (
    <td className="py-1 pr-2 align-top">
      <select name={name} aria-label={label} defaultValue={values[name] ?? "Closed"} className={INPUT}>
        <option value="Open">Open</option>
        <option value="Closed">Closed</option>
      </select>
    </td>
  );
}

function Week({ department, values, errors }: { department: string; values: Values; errors: Errors }) {
  const title = dayLabel(department, 0).split(",")[0];
  return (
    <Section title={`${title} hours`}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[22rem] text-left text-sm">
          <caption className="sr-only">{`${title}: each day's hours`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Open?</th>
              <th scope="col">Opens</th>
              <th scope="col">Closes</th>
            </tr>
          </thead>
          <tbody>
            {WEEK.map((d) => {
              const label = dayLabel(department, d);
              const prefix = `${department}.${d}`;
              return (
                <tr key={d} className="border-t border-slate-200">
                  <th scope="row" className="py-1 pr-2 font-medium">
                    {label.split(", ")[1]}
                  </th>
                  <StatusCell name={`${prefix}.status`} label={`${label}: open or closed`} values={values} />
                  <Cell name={`${prefix}.open`} label={`${label}: opens`} type="time" values={values} errors={errors} />
                  <Cell name={`${prefix}.close`} label={`${label}: closes`} type="time" values={values} errors={errors} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function Holidays({ rows, stored, values, errors }: { rows: number; stored: number; values: Values; errors: Errors }) {
  return (
    <Section title="Holiday hours">
      <p className="mb-2 text-sm text-slate-700">
        Days that differ from the week (public holidays, stocktake): they replace that day's hours for every department. Leave a row empty
        to add nothing.
      </p>
      <input type="hidden" name="specialRows" value={rows} />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Holiday hours</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Name</th>
              <th scope="col">Open?</th>
              <th scope="col">Opens</th>
              <th scope="col">Closes</th>
              <th scope="col">Remove</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, i) => {
              const prefix = `special.${i}`;
              const label = i < stored ? `Holiday ${i + 1}` : `New holiday ${i - stored + 1}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are numbered fields, not items that move
                <tr key={i} className="border-t border-slate-200">
                  <Cell name={`${prefix}.date`} label={`${label}: date`} type="date" values={values} errors={errors} />
                  <Cell name={`${prefix}.name`} label={`${label}: name`} type="text" values={values} errors={errors} />
                  <StatusCell name={`${prefix}.status`} label={`${label}: open or closed`} values={values} />
                  <Cell name={`${prefix}.start`} label={`${label}: opens`} type="time" values={values} errors={errors} />
                  <Cell name={`${prefix}.end`} label={`${label}: closes`} type="time" values={values} errors={errors} />
                  <td className="py-1 align-top">
                    {i < stored ? (
                      <input type="checkbox" name={`${prefix}.remove`} aria-label={`${label}: remove`} className="size-6" />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

/** A location's week for each department and its holiday hours, saved together; a refused save shows what was typed. */
export function LocationHoursForm(props: { departments: string[]; stored: number; values: Values; errors: Errors; canEdit: boolean }) {
  const { departments, stored, values, errors, canEdit } = props;
  return (
    <ConsoleForm noValidate className="space-y-6">
      <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
        {departments.map((department) => (
          <Week key={department} department={department} values={values} errors={errors} />
        ))}
        <Holidays rows={stored + BLANK_HOLIDAYS} stored={stored} values={values} errors={errors} />
      </fieldset>
      {canEdit ? <Button>Save hours</Button> : null}
    </ConsoleForm>
  );
}
