import type { LeadFormSetup } from "~/leads/lead-form-setup";
import { GENERAL_CATEGORIES, leadForm, REGO_PLACEHOLDER } from "~/leads/lead-forms";
import { type FieldKit, INPUT, LABEL } from "./lead-form-fields";
import { TestDriveTime } from "./test-drive-time";

const SERVICES = ["Logbook service", "Tyres", "Brakes", "Air conditioning", "Wheel alignment"];

type Props = { setup: LeadFormSetup; kit: FieldKit };
type Choice = { value: string; name: string };
type ChoiceProps = { kit: FieldKit; name: string; title: string; placeholder: React.ReactNode; choices: Choice[]; fallback: string };

/** A required choice of one: the enquiry type, the dealership, the location. */
function ChoiceField({ kit, name, title, placeholder, choices, fallback }: ChoiceProps) {
  return (
    <label className={`${LABEL} sm:col-span-2`} htmlFor={kit.id(name)}>
      {title} <span aria-hidden="true">*</span>
      <select id={kit.id(name)} name={name} defaultValue={kit.value(name) ?? fallback} required className={INPUT} {...kit.described(name)}>
        {placeholder}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.name}
          </option>
        ))}
      </select>
      {kit.error(name)}
    </label>
  );
}

/** What the enquiry is for: its type (a general enquiry), and where, when the site has more than one dealership or location. */
function WhatAndWhere({ setup, kit }: Props) {
  return (
    <>
      {setup.kind === "general" ? (
        <ChoiceField
          kit={kit}
          name="category"
          title="Enquiry type"
          // A required select's first option must be an empty placeholder (HTML); 'General Enquiry' is still chosen at first.
          placeholder={
            <option value="" disabled>
              Choose one
            </option>
          }
          choices={GENERAL_CATEGORIES.map((c) => ({ value: c, name: c }))}
          fallback="General Enquiry"
        />
      ) : null}
      {setup.dealerships.length > 1 ? (
        <ChoiceField
          kit={kit}
          name="dealership_slug"
          title="Preferred dealership"
          placeholder={<option value="">Choose a dealership</option>}
          choices={setup.dealerships.map((d) => ({ value: d.slug, name: d.name }))}
          fallback=""
        />
      ) : null}
      {setup.locations.length > 1 ? (
        <ChoiceField
          kit={kit}
          name="location_id"
          title="Location"
          placeholder={<option value="">Choose a location</option>}
          choices={setup.locations.map((l) => ({ value: String(l.id), name: l.name }))}
          fallback=""
        />
      ) : null}
    </>
  );
}

/** The car's rego, asked by the general, service and parts forms. */
function RegoField({ kit }: { kit: FieldKit }) {
  return (
    <label className={LABEL} htmlFor={kit.id("Rego")}>
      Rego <span className="font-normal text-muted">(optional)</span>
      <input
        id={kit.id("Rego")}
        name="Rego"
        placeholder={REGO_PLACEHOLDER}
        defaultValue={kit.value("Rego")}
        className={INPUT}
        {...kit.described("Rego")}
      />
      {kit.error("Rego")}
    </label>
  );
}

function ServicesWanted() {
  return (
    <fieldset className="sm:col-span-2">
      <legend className={LABEL}>
        What does the car need? <span className="font-normal text-muted">(optional)</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {SERVICES.map((s) => (
          <label key={s} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="additional_services" value={s} className="h-4 w-4" /> {s}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function MessageField({ setup, kit }: Props) {
  const required = leadForm(setup.kind).messageRequired && !setup.rules.messageOptional;
  return (
    <label className={`${LABEL} sm:col-span-2`} htmlFor={kit.id("message")}>
      {setup.kind === "career" ? "Tell us about the role you are after and your experience" : "Message"}{" "}
      {required ? <span aria-hidden="true">*</span> : <span className="font-normal text-muted">(optional)</span>}
      <textarea
        id={kit.id("message")}
        name="message"
        rows={4}
        required={required}
        defaultValue={kit.value("message")}
        className={INPUT}
        {...kit.described("message")}
      />
      {kit.error("message")}
    </label>
  );
}

/** The first step: what the enquiry is about (on a car's page, the shopper's details are the second). */
export function EnquiryFields({ setup, kit }: Props) {
  return (
    <>
      <WhatAndWhere setup={setup} kit={kit} />
      {setup.kind === "general" || setup.kind === "service" || setup.kind === "parts" ? <RegoField kit={kit} /> : null}
      {setup.kind === "test-drive" ? <TestDriveTime slots={setup.slots} kit={kit} /> : null}
      {setup.kind === "service" ? <ServicesWanted /> : null}
      <MessageField setup={setup} kit={kit} />
    </>
  );
}
