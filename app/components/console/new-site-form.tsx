import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConsoleForm } from "./console-form";
import { PageHeader } from "./console-shell";
import { Button, FormMessage, SelectField, TextArea, TextField } from "./fields";
import { Section } from "./section";

const STATES = ["QLD", "NSW", "VIC", "ACT", "TAS", "SA", "WA", "NT"];

type Refused = { message: string; fields: Record<string, string>; entered: Record<string, string> } | null;
type Choices = { zones: readonly string[]; themes: { value: string; label: string }[] };

/** What the operator sees once the site is made: where it is, and its page in this console. */
export function SiteCreated({ message, origin, slug }: { message: string; origin: string; slug: string }) {
  return (
    <>
      <title>Site created · Operators' console</title>
      <PageHeader back={{ to: "/dealer/sites", label: "All sites" }} title="Site created" />
      <div className="max-w-3xl space-y-4" aria-live="polite">
        <FormMessage done={message} />
        <p className="flex flex-wrap gap-4">
          <a href={origin} className="underline">
            Open the new site
          </a>
          <Link to={`/dealer/sites/${slug}`} className="underline">
            The site in this console
          </Link>
        </p>
      </div>
    </>
  );
}

function SiteSection({ choices, value, error, field }: SectionProps & { choices: Choices }) {
  return (
    <Section title="1. The site">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field("name", "Dealer's name", "In titles, e-mails and the logo.")}
        {field("slug", "Site id (optional)", "Lower-case words joined by hyphens; made from the name when left empty.")}
        <TextArea
          label="Host names (optional)"
          name="hosts"
          defaultValue={value("hosts")}
          error={error("hosts")}
          hint="One a line, like www.baysidemotors.com.au. The site also answers at its id's .localhost host."
          className="sm:col-span-2"
        />
        <SelectField
          label="Time zone"
          name="timeZone"
          defaultValue={value("timeZone") ?? "Australia/Sydney"}
          error={error("timeZone")}
          options={choices.zones.map((z) => ({ value: z, label: z.replace("Australia/", "") }))}
        />
        <SelectField
          label="Starting theme"
          name="theme"
          defaultValue={value("theme")}
          error={error("theme")}
          hint="Colours, fonts and layouts to start from; the owner changes them in Settings › Theme."
          options={choices.themes}
        />
      </div>
    </Section>
  );
}

type SectionProps = {
  value: (name: string) => string | undefined;
  error: (name: string) => string | null;
  field: (name: string, label: string, hint?: string) => ReactNode;
};

function DealershipSection({ value, error, field }: SectionProps) {
  return (
    <Section title="2. The first dealership and its location">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field("dealershipName", "Dealership's trading name")}
        {field("makes", "New-car makes (optional)", "Separated by commas, the brand first; empty for a used-car yard.")}
        {field("street", "Street address")}
        {field("city", "Suburb or town")}
        <SelectField
          label="State"
          name="state"
          defaultValue={value("state") ?? "QLD"}
          error={error("state")}
          options={STATES.map((s) => ({ value: s, label: s }))}
        />
        {field("postcode", "Postcode", "The map pin starts at its centre.")}
        {field("phone", "Phone", "Shown on the site, and in its legal pages.")}
      </div>
    </Section>
  );
}

/** The wizard as one page of short sections: it works without JavaScript, and a refused answer keeps every other. */
export function NewSiteForm({ choices, refused }: { choices: Choices; refused: Refused }) {
  const value = (name: string) => refused?.entered[name];
  const error = (name: string) => refused?.fields[name] ?? null;
  const field = (name: string, label: string, hint?: string) => (
    <TextField label={label} name={name} defaultValue={value(name)} error={error(name)} hint={hint} />
  );
  const props = { value, error, field };
  return (
    <>
      <title>Add a site · Operators' console</title>
      <PageHeader back={{ to: "/dealer/sites", label: "All sites" }} title="Add a site" />
      <p className="mb-4 max-w-3xl text-slate-700">
        A dealer's site from a few answers: it is served within a second, with no stock until its feed arrives, and its owner is e-mailed a
        sign-in link to their own console, where they change everything else.
      </p>
      <div className="mb-4" aria-live="polite">
        <FormMessage error={refused ? [refused.message, refused.fields[""]].filter(Boolean).join(" ") : null} />
      </div>
      <ConsoleForm className="max-w-3xl space-y-6" noValidate>
        <SiteSection choices={choices} {...props} />
        <DealershipSection {...props} />
        <Section title="3. The owner">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {field("ownerName", "Owner's name")}
            {field("ownerEmail", "Owner's e-mail", "They are e-mailed a sign-in link for the new site.")}
          </div>
        </Section>
        <Button>Create the site</Button>
      </ConsoleForm>
    </>
  );
}
