import { STATE_CODES } from "~/domain/australian-states";
import type { StoredLocationDetails } from "~/domain/locations/location-details-form";
import { formatPhone } from "~/domain/phone";
import { ConsoleForm } from "./console-form";
import { Button, SelectField, TextField } from "./fields";
import { Section } from "./section";

type Values = Readonly<Record<string, string>>;
type Errors = Readonly<Record<string, string>>;

/** The stored details as the form's fields (a refused save shows what was typed instead). */
export function detailsValues(d: StoredLocationDetails): Record<string, string> {
  // Numbers as people write them (07 5443 1800); they are stored as E.164.
  const phone = (p: string | null) => (p ? formatPhone(p) : "");
  return {
    ...d,
    phone: phone(d.phone),
    landlinePhone: phone(d.landlinePhone),
    email: d.email ?? "",
    lat: String(d.lat),
    lng: String(d.lng),
  };
}

/** A location's address, phones and map pin (coordinates typed, or empty for the postcode's centre). */
export function LocationDetailsForm({ values, errors, canEdit }: { values: Values; errors: Errors; canEdit: boolean }) {
  const field = (name: string, label: string, hint?: string, inputMode?: "numeric" | "decimal" | "email") => (
    <TextField
      name={name}
      id={`d-${name}`}
      label={label}
      hint={hint}
      inputMode={inputMode}
      defaultValue={values[name] ?? ""}
      error={errors[name]}
    />
  );
  return (
    <Section title="Address and contact">
      <ConsoleForm noValidate className="space-y-4">
        <input type="hidden" name="intent" value="details" />
        <fieldset disabled={!canEdit} className="grid min-w-0 gap-4 sm:grid-cols-2">
          {field("street", "Street address")}
          {field("city", "Suburb or town")}
          <SelectField
            name="state"
            id="d-state"
            label="State or territory"
            defaultValue={values.state ?? ""}
            options={STATE_CODES.map((c) => ({ value: c.toUpperCase(), label: c.toUpperCase() }))}
            error={errors.state}
          />
          {field("postcode", "Postcode", undefined, "numeric")}
          {field("phone", "Phone", "Shown on the location page and called from it.")}
          {field("landlinePhone", "Second phone", "Optional.")}
          {field("email", "E-mail", "Optional.", "email")}
          <div className="hidden sm:block" />
          {field("lat", "Map pin latitude", "Leave both empty to put the pin on the postcode's centre.", "decimal")}
          {field("lng", "Map pin longitude", undefined, "decimal")}
        </fieldset>
        {canEdit ? <Button>Save address and contact</Button> : null}
      </ConsoleForm>
    </Section>
  );
}
