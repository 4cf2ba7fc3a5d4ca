import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { ConsoleForm } from "./console-form";
import { DataTable } from "./data-table";
import { Button, TextField } from "./fields";
import { Section } from "./section";

type Recipient = { id: string; email: string; forms: string[] | null; formsText: string };
type Choice = { value: string; label: string };
/** What the action refused, and for which form on the page (a dealership's slug, or a recipient's id). */
type Refusal = { target: string; error: string; fields: Record<string, string> } | null;

const SUMMARY =
  "inline-flex min-h-11 cursor-pointer items-center rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-900 focus-visible:ring-offset-2";

const errorsFor = (refusal: Refusal, target: string) => (refusal?.target === target ? refusal.fields : {});

/** "All forms", or the forms one by one: a recipient of all forms gets the forms added later too. */
function FormChoices({ id, choices, chosen, error }: { id: string; choices: Choice[]; chosen: string[] | null; error?: string }) {
  return (
    <fieldset className="mt-3" aria-describedby={error ? `${id}-forms-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Which leads</legend>
      <label className="mt-2 flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="allForms" value="1" defaultChecked={chosen === null} className="size-5" />
        All forms (and any added later)
      </label>
      <p className="mt-1 text-sm text-slate-600">Or only these:</p>
      <div className="mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((c) => (
          <label key={c.value} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="forms" value={c.value} defaultChecked={chosen?.includes(c.value)} className="size-5" />
            {c.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-forms-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Change (a link: the form opens below the table, full width on a phone) and Remove, for one recipient. */
function RecipientActions({ recipient }: { recipient: Recipient }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link to={`?edit=${recipient.id}#change-${recipient.id}`} preventScrollReset className={SUMMARY}>
        Change<span className="sr-only"> {recipient.email}</span>
      </Link>
      <ConsoleForm preventScrollReset>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="recipientId" value={recipient.id} />
        <Button kind="secondary">
          Remove<span className="sr-only"> {recipient.email}</span>
        </Button>
      </ConsoleForm>
    </div>
  );
}

function ChangeRecipient({ recipient, choices, refusal }: { recipient: Recipient; choices: Choice[]; refusal: Refusal }) {
  const errors = errorsFor(refusal, recipient.id);
  return (
    <ConsoleForm id={`change-${recipient.id}`} preventScrollReset className="mt-4 rounded-md border border-slate-300 p-3">
      <h3 className="text-base font-semibold">Change {recipient.email}</h3>
      <input type="hidden" name="intent" value="change" />
      <input type="hidden" name="recipientId" value={recipient.id} />
      <TextField
        label="E-mail address"
        name="email"
        id={`f-email-${recipient.id}`}
        type="email"
        defaultValue={recipient.email}
        error={errors.email}
        autoComplete="off"
        className="mt-2 max-w-md"
      />
      <FormChoices id={`r-${recipient.id}`} choices={choices} chosen={recipient.forms} error={errors.forms} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button>Save</Button>
        <Link to="?" preventScrollReset className="inline-flex min-h-11 items-center underline underline-offset-2">
          Cancel
        </Link>
      </div>
    </ConsoleForm>
  );
}

function AddRecipient({
  slug,
  name,
  choices,
  refusal,
  done,
}: {
  slug: string;
  name: string;
  choices: Choice[];
  refusal: Refusal;
  done: string | null;
}) {
  const errors = errorsFor(refusal, slug);
  // Closed until wanted: a group of a dozen dealerships reads as a list, not a dozen forms.
  return (
    <details open={Object.keys(errors).length > 0} className="mt-4">
      <summary className={SUMMARY}>
        Add an address<span className="sr-only"> for {name}</span>
      </summary>
      {/* A new key after each success empties the form for the next address. */}
      <ConsoleForm key={done ?? "add"} preventScrollReset className="mt-3 rounded-md border border-slate-300 p-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="dealership" value={slug} />
        <TextField
          label="E-mail address"
          name="email"
          id={`f-email-${slug}`}
          type="email"
          error={errors.email ?? errors.dealership}
          hint="A person or a team mailbox, like sales@yourdealership.com.au."
          autoComplete="off"
          className="max-w-md"
        />
        <FormChoices id={`d-${slug}`} choices={choices} chosen={[]} error={errors.forms} />
        <div className="mt-3">
          <Button>Add address</Button>
        </div>
      </ConsoleForm>
    </details>
  );
}

/** One dealership's recipients, each with the forms it gets, and a form to add another. */
export function DealershipRecipients({
  dealership,
  formChoices,
  refusal,
  done,
  editing,
}: {
  dealership: { slug: string; name: string; recipients: Recipient[] };
  formChoices: Choice[];
  refusal: Refusal;
  done: string | null;
  /** The recipient whose change form is open (the page's `?edit=`), once, until it is saved. */
  editing: string | null;
}) {
  const changing = dealership.recipients.find((r) => r.id === editing);
  const columns: ColumnDef<Recipient>[] = [
    { header: "Address", cell: ({ row }) => <span className="break-all font-medium">{row.original.email}</span> },
    { header: "Gets", accessorKey: "formsText" },
    { header: "Actions", cell: ({ row }) => <RecipientActions recipient={row.original} /> },
  ];
  return (
    <Section title={dealership.name} id={`dealership-${dealership.slug}`}>
      <DataTable
        columns={columns}
        rows={dealership.recipients}
        caption={`Who is told about ${dealership.name}'s leads`}
        rowKey={(r) => r.id}
        empty="No one yet: leads go to your CRM only. Add an address below."
      />
      {changing ? <ChangeRecipient recipient={changing} choices={formChoices} refusal={refusal} /> : null}
      <AddRecipient slug={dealership.slug} name={dealership.name} choices={formChoices} refusal={refusal} done={done} />
    </Section>
  );
}
