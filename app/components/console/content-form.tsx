import type { ReactNode } from "react";
import { OfferDescription } from "~/components/offers/offer-description";
import type { SanitisedHtml } from "~/render/rendered-markdown";
import { OFFER_CATEGORIES, OFFER_CATEGORY_LABEL } from "~/domain/offers/offer";
import { type ContentKind, PRICE_TYPES } from "~/domain/content/content-kinds";
import { ConsoleForm } from "./console-form";
import { Button, described, FieldNotes, SelectField, TextArea, TextField } from "./fields";

/** A form's values as typed: text, a list for the ticked categories, a flag for a tick box. */
export type ContentValues = Readonly<Record<string, string | readonly string[] | boolean | number | null>>;

type Ctx = {
  values: ContentValues;
  errors: Readonly<Record<string, string>>;
  dealerships: readonly { slug: string; name: string; timeZone: string }[];
  images: readonly { src: string; label: string }[];
  siteZone: string;
};

const textOf = (value: ContentValues[string]) => (value === null || value === undefined || typeof value === "boolean" ? "" : String(value));

function Text({
  ctx,
  name,
  label,
  hint,
  type,
  required,
}: {
  ctx: Ctx;
  name: string;
  label: string;
  hint?: string;
  type?: string;
  required?: boolean;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type={type}
      hint={hint}
      required={required}
      defaultValue={textOf(ctx.values[name])}
      error={ctx.errors[name]}
    />
  );
}

function Long({ ctx, name, label, hint, rows }: { ctx: Ctx; name: string; label: string; hint?: string; rows?: number }) {
  return <TextArea label={label} name={name} hint={hint} rows={rows} defaultValue={textOf(ctx.values[name])} error={ctx.errors[name]} />;
}

function ImagePicker({ ctx, required }: { ctx: Ctx; required: boolean }) {
  const options = [...(required ? [] : [{ value: "", label: "No image" }]), ...ctx.images.map((i) => ({ value: i.src, label: i.label }))];
  const chosen = textOf(ctx.values.imageSrc);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Image"
        name="imageSrc"
        options={options}
        defaultValue={chosen}
        error={ctx.errors.imageSrc}
        hint="From the site's image library."
      />
      <p className="text-sm sm:col-span-2">
        <a href="/dealer/content/images" target="_blank" rel="noreferrer" className="underline underline-offset-2">
          Upload to the image library (opens in a new tab; reload this page to pick it)
        </a>
      </p>
      <Text ctx={ctx} name="imageAlt" label="What the image shows" hint="Required with an image: read out to people who cannot see it." />
      {chosen ? <img src={`/img/${chosen}?w=480`} alt="" className="max-h-40 w-auto rounded border border-slate-300" /> : null}
    </div>
  );
}

function Dates({ ctx, zone, required }: { ctx: Ctx; zone: string; required: boolean }) {
  const hint = `Calendar days in ${zone.replace("Australia/", "")} time: from the start of the first to the end of the last.${required ? "" : " Leave empty to run until you take it down."}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Text ctx={ctx} name="startsOn" label="Starts" type="date" hint={hint} required={required} />
      <Text ctx={ctx} name="endsOn" label="Ends" type="date" required={required} />
    </div>
  );
}

function Categories({ ctx }: { ctx: Ctx }) {
  const picked = Array.isArray(ctx.values.categories) ? ctx.values.categories : [];
  const error = ctx.errors.categories;
  return (
    <fieldset aria-describedby={described("f-categories", error)}>
      <legend className="text-sm font-medium text-slate-800">Categories</legend>
      <div className="flex flex-wrap gap-x-4">
        {OFFER_CATEGORIES.map((c) => (
          <label key={c} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="categories" value={c} defaultChecked={picked.includes(c)} className="size-5" />
            {OFFER_CATEGORY_LABEL[c]}
          </label>
        ))}
      </div>
      <FieldNotes fid="f-categories" error={error} />
    </fieldset>
  );
}

/** The offer's description in Markdown beside it as the offer page renders it (the pages' renderer, on the server). */
function MarkdownField({ ctx, html }: { ctx: Ctx; html: SanitisedHtml }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <Long
          ctx={ctx}
          name="description"
          label="Description"
          rows={10}
          hint="Markdown: **bold**, lists with -, links as [words](/path)."
        />
        <Button kind="secondary" name="intent" value="render">
          Preview the description
        </Button>
      </div>
      <section aria-label="Description as the offer page shows it" className="rounded-md border border-slate-300 bg-white p-3">
        <h3 className="mb-2 text-sm font-semibold text-slate-700">As the page shows it</h3>
        {/* The offer page's own component, on what the server's renderer and sanitiser made of the Markdown. */}
        {html.sanitisedHtml ? <OfferDescription description={html} /> : <p className="text-sm text-slate-600">Nothing written yet.</p>}
      </section>
    </div>
  );
}

function OfferFields({ ctx, html }: { ctx: Ctx; html: SanitisedHtml }) {
  const slug = textOf(ctx.values.dealershipSlug) || ctx.dealerships[0]?.slug || "";
  const zone = ctx.dealerships.find((d) => d.slug === slug)?.timeZone ?? ctx.siteZone;
  return (
    <>
      {ctx.dealerships.length > 1 ? (
        <SelectField
          label="Dealership"
          name="dealershipSlug"
          defaultValue={slug}
          options={ctx.dealerships.map((d) => ({ value: d.slug, label: d.name }))}
          error={ctx.errors.dealershipSlug}
        />
      ) : (
        <input type="hidden" name="dealershipSlug" value={slug} />
      )}
      <Text ctx={ctx} name="title" label="Title" required />
      <Long ctx={ctx} name="summary" label="Summary" hint="One or two sentences for the offer's card." rows={2} />
      <MarkdownField ctx={ctx} html={html} />
      <Categories ctx={ctx} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Text ctx={ctx} name="make" label="Make" hint="Empty for any make." />
        <Text ctx={ctx} name="model" label="Model" />
        <Text ctx={ctx} name="body" label="Body" hint="As the search files it: ute, suv, hatch." />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Text ctx={ctx} name="price" label="Price ($)" hint="Whole dollars; empty for none." />
        <SelectField
          label="The price is"
          name="priceType"
          defaultValue={textOf(ctx.values.priceType) || "drive_away"}
          options={PRICE_TYPES}
          error={ctx.errors.priceType}
        />
        <Text ctx={ctx} name="saving" label="Saving ($)" />
      </div>
      <ImagePicker ctx={ctx} required={false} />
      <Long ctx={ctx} name="disclaimer" label="Disclaimer" rows={4} />
      <Dates ctx={ctx} zone={zone} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <Text ctx={ctx} name="ctaLabel" label="Button words" hint="Optional, with where it goes." />
        <Text ctx={ctx} name="ctaHref" label="Button goes to" hint="A path on this site, like /search/new-cars." />
      </div>
    </>
  );
}

function PromotionFields({ ctx, kind }: { ctx: Ctx; kind: "slide" | "popup" }) {
  return (
    <>
      <Text ctx={ctx} name={kind === "slide" ? "name" : "title"} label={kind === "slide" ? "Heading" : "Title"} required />
      <Long ctx={ctx} name="description" label="Words under it" rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Text ctx={ctx} name="buttonLabel" label="Button words" required />
        <Text ctx={ctx} name="url" label="Button goes to" hint="A path on this site, like /special-offers." required />
      </div>
      {kind === "slide" ? (
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name="hideOverlay" defaultChecked={ctx.values.hideOverlay === true} className="size-5" />
          The banner carries its own words (show no heading or button over it)
        </label>
      ) : null}
      <ImagePicker ctx={ctx} required={kind === "slide"} />
      <Dates ctx={ctx} zone={ctx.siteZone} required={false} />
    </>
  );
}

/** The editor's one form: the item's fields for its kind, and Save draft and Publish. */
export function ContentForm(props: {
  kind: ContentKind;
  ctx: Ctx;
  basedOn: number | null;
  html: SanitisedHtml;
  canEdit: boolean;
  extra?: ReactNode;
}) {
  const { kind, ctx, basedOn, html, canEdit } = props;
  return (
    <ConsoleForm className="space-y-4" noValidate>
      {basedOn !== null ? <input type="hidden" name="basedOn" value={basedOn} /> : null}
      <fieldset disabled={!canEdit} className="space-y-4">
        {kind === "offer" ? <OfferFields ctx={ctx} html={html} /> : <PromotionFields ctx={ctx} kind={kind} />}
        {canEdit ? (
          <div className="flex flex-wrap gap-3">
            <Button name="intent" value="save" kind="secondary">
              Save draft
            </Button>
            <Button name="intent" value="publish">
              Publish
            </Button>
          </div>
        ) : null}
      </fieldset>
    </ConsoleForm>
  );
}
