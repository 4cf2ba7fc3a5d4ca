import { type CSSProperties, useState } from "react";
import { AA_RATIO, checkColourPairs, formatRatio } from "~/domain/settings/theme-contrast";
import type { SettingField, SettingsFieldset } from "~/sites/settings-fields";
import { THEME_FONT_STACKS } from "~/sites/theme-form";
import { described, FieldNotes, SelectField } from "./fields";
import { fieldId, SettingFieldsets, SettingsFieldsetFrame } from "./setting-fields";
import type { SettingsCtx } from "./settings-form-page";

const lastKey = (field: SettingField) => field.path[field.path.length - 1];

function ColourInput({
  field,
  ctx,
  value,
  onChange,
}: {
  field: SettingField;
  ctx: SettingsCtx;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = fieldId(field);
  const error = ctx.errors[field.name];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {field.label}
      </label>
      <div className="mt-1 flex items-center gap-3">
        <input
          id={id}
          type="color"
          name={field.name}
          defaultValue={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, error, field.description)}
          className="h-11 w-16 cursor-pointer rounded-md border border-slate-400 bg-white p-1"
        />
        <code className="text-sm">{value}</code>
      </div>
      <FieldNotes fid={id} hint={field.description} error={error} />
    </div>
  );
}

/** Each pair's ratio as the colours are picked, in words as well as colour, so the check is read before saving. */
function ContrastTable({ colours }: { colours: Record<string, string> }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold">Contrast (WCAG AA needs {AA_RATIO}:1)</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-1 pr-2">
            Pair
          </th>
          <th scope="col" className="py-1 pr-2">
            Ratio
          </th>
          <th scope="col" className="py-1">
            AA
          </th>
        </tr>
      </thead>
      <tbody>
        {checkColourPairs(colours).map((check) => (
          <tr key={check.label} className="border-b border-slate-200">
            <td className="py-1 pr-2">{check.label}</td>
            <td className="py-1 pr-2 tabular-nums">{formatRatio(check.ratio)}</td>
            <td className={`py-1 font-semibold ${check.passes ? "text-green-800" : "text-red-800"}`}>
              {check.passes ? "Passes" : "Too low"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A sample of the site drawn in the colours and fonts being picked: header, a card, a link, a button and a badge. */
function Preview({ colours, fonts, logo }: { colours: Record<string, string>; fonts: { heading: string; body: string }; logo: string }) {
  const style = { backgroundColor: colours.background, color: colours.text, fontFamily: fonts.body } as CSSProperties;
  return (
    <section aria-label="Preview of the theme" className="overflow-hidden rounded-md border border-slate-300" style={style}>
      <div
        className="px-4 py-3 text-lg font-bold"
        style={{ backgroundColor: colours.primary, color: colours.onPrimary, fontFamily: fonts.heading }}
      >
        {logo || "Your logo"}
      </div>
      <div className="space-y-3 p-4">
        <p>
          Body text on the page, with{" "}
          <span className="underline" style={{ color: colours.primary }}>
            a link
          </span>
          .
        </p>
        <div className="rounded-md p-3 shadow" style={{ backgroundColor: colours.surface }}>
          <p className="text-base font-bold" style={{ fontFamily: fonts.heading }}>
            2023 Toyota Corolla Ascent Sport
          </p>
          <p className="text-sm" style={{ color: colours.muted }}>
            Used · 24,310 km
          </p>
          <p className="mt-1 text-lg font-bold">$28,990</p>
          <span
            className="mt-2 inline-block rounded px-2 py-0.5 text-xs font-semibold"
            style={{ backgroundColor: colours.accent, color: colours.onAccent }}
          >
            New Arrival
          </span>
        </div>
        <span
          className="inline-block rounded-md px-4 py-2 text-sm font-semibold"
          style={{ backgroundColor: colours.primary, color: colours.onPrimary }}
        >
          Enquire Now
        </span>
      </div>
    </section>
  );
}

function FontSelect({ field, ctx, onChange }: { field: SettingField; ctx: SettingsCtx; onChange: (v: string) => void }) {
  const value = String(ctx.values[field.name] ?? "");
  const known = THEME_FONT_STACKS.some((f) => f.stack === value);
  const options = [
    ...(known || !value ? [] : [{ value, label: "As set now (a font of the site's own)" }]),
    ...THEME_FONT_STACKS.map((f) => ({ value: f.stack, label: f.label })),
  ];
  return (
    <SelectField
      label={field.label}
      name={field.name}
      id={fieldId(field)}
      defaultValue={value}
      options={options}
      error={ctx.errors[field.name]}
      hint="Only typefaces the platform serves itself are offered, so no page waits on another company's server for its fonts."
      onChange={onChange}
    />
  );
}

/**
 * The theme's page: colours picked with the contrast of every pair shown as they change and a preview beside them,
 * fonts chosen from those the platform serves, and the rest (logo words, corners, layouts) as the schema's fields.
 * Without JavaScript the pickers still post and the server runs the same check.
 */
export function ThemeEditor({ fieldsets, ctx }: { fieldsets: readonly SettingsFieldset[]; ctx: SettingsCtx }) {
  const colourSet = fieldsets.find((s) => s.fields.every((f) => f.path[1] === "colours"));
  const fontSet = fieldsets.find((s) => s.fields.every((f) => f.path[1] === "fonts"));
  const rest = fieldsets.filter((s) => s !== colourSet && s !== fontSet);
  const [colours, setColours] = useState(() =>
    Object.fromEntries((colourSet?.fields ?? []).map((f) => [lastKey(f), String(ctx.values[f.name] ?? "")])),
  );
  const [fonts, setFonts] = useState(() => ({
    heading: String(ctx.values["theme.fonts.heading"] ?? ""),
    body: String(ctx.values["theme.fonts.body"] ?? ""),
  }));
  const logo = String(ctx.values["theme.logo.text"] ?? "");
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-6">
        {colourSet ? (
          <SettingsFieldsetFrame legend={colourSet.legend}>
            {colourSet.fields.map((f) => (
              <ColourInput
                key={f.name}
                field={f}
                ctx={ctx}
                value={colours[lastKey(f)]}
                onChange={(v) => setColours((c) => ({ ...c, [lastKey(f)]: v }))}
              />
            ))}
          </SettingsFieldsetFrame>
        ) : null}
        {fontSet ? (
          <SettingsFieldsetFrame legend={fontSet.legend}>
            {fontSet.fields.map((f) => (
              <FontSelect key={f.name} field={f} ctx={ctx} onChange={(v) => setFonts((current) => ({ ...current, [lastKey(f)]: v }))} />
            ))}
          </SettingsFieldsetFrame>
        ) : null}
        <SettingFieldsets fieldsets={rest} ctx={ctx} />
      </div>
      <div className="space-y-4 lg:sticky lg:top-4 lg:self-start">
        <Preview colours={colours} fonts={fonts} logo={logo} />
        <div className="rounded-md border border-slate-300 bg-white p-4">
          <ContrastTable colours={colours} />
        </div>
      </div>
    </div>
  );
}
