import type { ReactNode } from "react";
import type { SettingField, SettingsFieldset } from "~/sites/settings-fields";
import type { FieldValue } from "~/sites/settings-form-values";
import { described, FieldNotes, SelectField, TextArea, TextField } from "./fields";

type Ctx = { values: Readonly<Record<string, FieldValue>>; errors: Readonly<Record<string, string>> };

export const fieldId = (field: Pick<SettingField, "name">) => `f-${field.name.replace(/\./g, "-")}`;

/** What an empty field means, where a person could not tell (a select says it in its first choice). */
function emptyMeans(field: SettingField): string {
  if (["checkbox", "choices", "lines", "select"].includes(field.kind) || field.blank === "required") return "";
  if (field.blank === "null") return "Leave it empty for none.";
  return field.defaultText ? `Leave it empty for the default, ${field.defaultText}.` : "Leave it empty for the default.";
}

/** The hint under a field: the schema's description, its limits, and what an empty field means. */
function hint(field: SettingField): string {
  const empty = emptyMeans(field);
  const limits =
    field.kind === "number" && (field.min !== undefined || field.max !== undefined)
      ? `From ${field.min?.toLocaleString("en-AU") ?? "any"} to ${field.max?.toLocaleString("en-AU") ?? "any"}.`
      : "";
  const form = field.kind === "lines" ? "One a line." : field.kind === "json" ? "Written as JSON." : "";
  return [field.description, form, limits, empty].filter(Boolean).join(" ");
}

function Choices({ field, ctx }: { field: SettingField; ctx: Ctx }) {
  const picked = ctx.values[field.name];
  const error = ctx.errors[field.name];
  const id = fieldId(field);
  return (
    <fieldset aria-describedby={described(id, error, hint(field))}>
      <legend className="text-sm font-medium text-slate-800">{field.label}</legend>
      <div className="flex flex-wrap gap-x-4">
        {field.options?.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={field.name}
              value={option}
              defaultChecked={Array.isArray(picked) && picked.includes(option)}
              className="size-5"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldNotes fid={id} hint={hint(field)} error={error} />
    </fieldset>
  );
}

function Checkbox({ field, ctx }: { field: SettingField; ctx: Ctx }) {
  const id = fieldId(field);
  const error = ctx.errors[field.name];
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name={field.name}
          defaultChecked={ctx.values[field.name] === true}
          aria-describedby={described(id, error, hint(field))}
          className="size-5"
        />
        {field.label}
      </label>
      <FieldNotes fid={id} hint={hint(field)} error={error} />
    </div>
  );
}

export function SettingInput({ field, ctx }: { field: SettingField; ctx: Ctx }) {
  const value = ctx.values[field.name];
  const common = { label: field.label, name: field.name, id: fieldId(field), error: ctx.errors[field.name] ?? null, hint: hint(field) };
  const text = typeof value === "string" ? value : "";
  if (field.kind === "checkbox") return <Checkbox field={field} ctx={ctx} />;
  if (field.kind === "choices") return <Choices field={field} ctx={ctx} />;
  if (field.kind === "select") {
    const noneLabel =
      field.noneLabel ?? (field.blank === "null" ? "None" : field.defaultText ? `Default (${field.defaultText})` : "Default");
    const none = field.blank === "required" ? [] : [{ value: "", label: noneLabel }];
    const options = (field.options ?? []).map((o) => ({ value: o, label: field.optionLabels?.[o] ?? o }));
    return <SelectField {...common} defaultValue={text} options={[...none, ...options]} />;
  }
  if (field.kind === "lines" || field.kind === "json")
    return (
      <TextArea {...common} rows={field.kind === "json" ? Math.min(16, Math.max(4, text.split("\n").length)) : 4} defaultValue={text} />
    );
  return (
    <TextField
      {...common}
      defaultValue={text}
      inputMode={field.kind === "number" ? (field.integer ? "numeric" : "decimal") : undefined}
      required={field.blank === "required"}
    />
  );
}

/** A titled group of a settings form's fields. */
export function SettingsFieldsetFrame({ legend, children }: { legend: string | null; children: ReactNode }) {
  return (
    <fieldset className="rounded-md border border-slate-300 bg-white p-4">
      {legend ? <legend className="px-1 text-base font-semibold">{legend}</legend> : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** One generated form's fieldsets, each setting with its description, limits and the error the last save found in it. */
export function SettingFieldsets({ fieldsets, ctx }: { fieldsets: readonly SettingsFieldset[]; ctx: Ctx }) {
  return (
    <div className="space-y-6">
      {fieldsets.map((set) => (
        <SettingsFieldsetFrame key={set.legend ?? ""} legend={set.legend}>
          {set.fields.map((field) => (
            <div key={field.name} className={field.kind === "json" || field.kind === "lines" ? "lg:col-span-2" : undefined}>
              <SettingInput field={field} ctx={ctx} />
            </div>
          ))}
        </SettingsFieldsetFrame>
      ))}
    </div>
  );
}
