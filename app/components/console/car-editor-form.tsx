import type { ReactNode } from "react";
import { FIELD_LABELS } from "~/domain/console/car-fields";
import { ConsoleForm } from "./console-form";
import { Button, SelectField, TextArea, TextField } from "./fields";
import { Section } from "./section";

export type CarEditorFormProps = {
  isNew: boolean;
  canEdit: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  locked: readonly string[];
  dealerships: readonly { slug: string; name: string; locations: readonly { slug: string; name: string }[] }[];
};

const options = (pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));
const STATUS = options([
  ["in_stock", "In stock"],
  ["coming_soon", "Coming soon"],
  ["sold", "Sold"],
]);
const TYPES = options([
  ["used", "Used"],
  ["new", "New"],
  ["demo", "Demo"],
]);
const KINDS = options([
  ["car", "Car"],
  ["motorcycle", "Motorcycle"],
  ["caravan", "Caravan"],
]);
const STATES = options([
  ["", "Not registered"],
  ...["QLD", "NSW", "VIC", "ACT", "TAS", "SA", "WA", "NT"].map((s): [string, string] => [s, s]),
]);

const HINTS: Record<string, string> = {
  price: "Whole dollars; 0 shows “Enquire for price”.",
  was_price: "Shown struck through when above the price.",
  rego_expiry: "dd/mm/yyyy",
  build_date: "mm/yyyy",
  compliance_date: "mm/yyyy",
  features: "One a line.",
  videos: "One web address a line.",
  specifications: "One a line, written Name: value.",
};

type Ctx = CarEditorFormProps;

/** A field's lock against the feed (decision 050): shown, and (for an editor) an Unlock button that keeps what was typed. */
function Lock({ name, ctx }: { name: string; ctx: Ctx }) {
  if (!ctx.locked.includes(name)) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-amber-900">
      <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold">Locked against the feed</span>
      {ctx.canEdit ? (
        <button
          type="submit"
          name="intent"
          value={`unlock:${name}`}
          className="min-h-11 px-1 underline underline-offset-2"
          aria-label={`Unlock ${FIELD_LABELS[name] ?? name}`}
        >
          Unlock
        </button>
      ) : null}
    </p>
  );
}

type Kind = "text" | "number" | "textarea" | { options: readonly { value: string; label: string }[] };

function Field({ name, ctx, kind = "text", required, wide }: { name: string; ctx: Ctx; kind?: Kind; required?: boolean; wide?: boolean }) {
  const common = {
    label: FIELD_LABELS[name] ?? name,
    name,
    error: ctx.errors[name],
    hint: HINTS[name],
    defaultValue: ctx.values[name] ?? "",
  };
  let input: ReactNode;
  if (kind === "textarea") input = <TextArea {...common} rows={name === "dealer_comments" ? 5 : 3} />;
  else if (typeof kind === "object") input = <SelectField {...common} options={kind.options} />;
  else input = <TextField {...common} required={required} inputMode={kind === "number" ? "numeric" : undefined} />;
  return (
    <div className={wide ? "sm:col-span-2 lg:col-span-3" : undefined}>
      {input}
      <Lock name={name} ctx={ctx} />
    </div>
  );
}

function Check({ name, ctx }: { name: string; ctx: Ctx }) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" name={name} defaultChecked={Boolean(ctx.values[name])} className="size-5" />
        {FIELD_LABELS[name]}
      </label>
      <Lock name={name} ctx={ctx} />
    </div>
  );
}

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

function WhereFields({ ctx }: { ctx: Ctx }) {
  const dealership = ctx.dealerships.find((d) => d.slug === ctx.values.dealership) ?? ctx.dealerships[0];
  const locations = ctx.isNew ? ctx.dealerships.flatMap((d) => d.locations) : (dealership?.locations ?? []);
  return (
    <>
      {ctx.isNew && ctx.dealerships.length > 1 ? (
        <SelectField
          label="Dealership"
          name="dealership"
          error={ctx.errors.dealership}
          defaultValue={ctx.values.dealership ?? ""}
          options={ctx.dealerships.map((d) => ({ value: d.slug, label: d.name }))}
        />
      ) : null}
      <Field
        name="location"
        ctx={ctx}
        kind={{
          options: [{ value: "", label: "The dealership's main location" }, ...locations.map((l) => ({ value: l.slug, label: l.name }))],
        }}
      />
    </>
  );
}

function CarSections({ ctx }: { ctx: Ctx }) {
  return (
    <>
      <Section title="The car">
        <div className={GRID}>
          {ctx.isNew ? (
            <Field name="stock_number" ctx={ctx} required />
          ) : (
            <input type="hidden" name="stock_number" value={ctx.values.stock_number} />
          )}
          <Field name="status" ctx={ctx} kind={{ options: STATUS }} />
          <Field name="car_type" ctx={ctx} kind={{ options: TYPES }} />
          <Field name="item_type" ctx={ctx} kind={{ options: KINDS }} />
          <Field name="year" ctx={ctx} kind="number" required />
          <Field name="make" ctx={ctx} required />
          <Field name="model" ctx={ctx} required />
          {["badge", "series", "body", "colour", "interior_colour"].map((n) => (
            <Field key={n} name={n} ctx={ctx} />
          ))}
          <Field name="km" ctx={ctx} kind="number" />
        </div>
      </Section>
      <Section title="Price">
        <div className={GRID}>
          <Field name="price" ctx={ctx} kind="number" required />
          <Field name="was_price" ctx={ctx} kind="number" />
          <Field name="price_type" ctx={ctx} />
          <Field name="subscription_price" ctx={ctx} kind="number" />
        </div>
      </Section>
      <Section title="Mechanical">
        <div className={GRID}>
          {["transmission", "fuel", "drive", "engine"].map((n) => (
            <Field key={n} name={n} ctx={ctx} />
          ))}
          <Field name="seats" ctx={ctx} kind="number" />
          <Field name="doors" ctx={ctx} kind="number" />
        </div>
      </Section>
    </>
  );
}

function ListingSections({ ctx }: { ctx: Ctx }) {
  return (
    <>
      <Section title="Registration and compliance">
        <div className={GRID}>
          <Field name="vin" ctx={ctx} />
          <Field name="rego" ctx={ctx} />
          <Field name="rego_state" ctx={ctx} kind={{ options: STATES }} />
          {["rego_expiry", "build_date", "compliance_date"].map((n) => (
            <Field key={n} name={n} ctx={ctx} />
          ))}
        </div>
      </Section>
      <Section title="On the website">
        <div className={GRID}>
          <WhereFields ctx={ctx} />
          <Field name="tag" ctx={ctx} />
          <Check name="certified" ctx={ctx} />
          <Check name="preorder" ctx={ctx} />
          <Field name="history_report_url" ctx={ctx} />
          <Field name="walkaround_video" ctx={ctx} />
          <Field name="dealer_comments" ctx={ctx} kind="textarea" wide />
          <Field name="features" ctx={ctx} kind="textarea" wide />
          <Field name="videos" ctx={ctx} kind="textarea" />
          <Field name="specifications" ctx={ctx} kind="textarea" wide />
        </div>
      </Section>
    </>
  );
}

/**
 * The car editor's one form: every field of the feed, named as the feed names them, so the action reads it with the
 * feed's own schema. Works without JavaScript; an error comes back with every value typed. A person who may only
 * view stock sees the same fields, disabled, and no form.
 */
export function CarEditorForm(props: CarEditorFormProps) {
  const sections = (
    <fieldset disabled={!props.canEdit} className="grid min-w-0 gap-4">
      <legend className="sr-only">{props.isNew ? "The new car" : "The car"}</legend>
      <CarSections ctx={props} />
      <ListingSections ctx={props} />
    </fieldset>
  );
  if (!props.canEdit) return sections;
  return (
    <ConsoleForm method="post" noValidate className="grid gap-4">
      {/* Enter in a field saves: the first submit button of a form is the one a browser presses, not an Unlock below. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        Save
      </button>
      {sections}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-300 bg-slate-50 py-3">
        <Button name="intent" value="save">
          {props.isNew ? "Add the car" : "Save changes"}
        </Button>
        <p className="hidden text-sm text-slate-700 sm:block">Fields you change are locked against the feed until you unlock them.</p>
      </div>
    </ConsoleForm>
  );
}
