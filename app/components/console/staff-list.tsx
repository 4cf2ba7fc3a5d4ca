import type { ColumnDef } from "@tanstack/react-table";
import { ROLE_LABELS, ROLES } from "~/domain/console/can";
import { ConsoleForm } from "./console-form";
import { DataTable } from "./data-table";
import { Button, SelectField, TextField } from "./fields";
import { Section } from "./section";

type Person = { id: string; name: string; email: string; role: string; roleLabel: string; dealerships: string; you: boolean };
type Dealership = { slug: string; name: string };
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

function RoleForm({ person }: { person: Person }) {
  return (
    <ConsoleForm className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="staffId" value={person.id} />
      <SelectField
        label={`Role of ${person.name}`}
        name="role"
        id={`role-${person.id}`}
        defaultValue={person.role}
        options={ROLE_OPTIONS}
        className="min-w-36"
      />
      <Button kind="secondary">Change</Button>
    </ConsoleForm>
  );
}

function RemoveForm({ person }: { person: Person }) {
  if (person.you) return <span className="text-slate-600">You</span>;
  return (
    <ConsoleForm>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="staffId" value={person.id} />
      <Button kind="danger">
        Remove<span className="sr-only"> {person.name}</span>
      </Button>
    </ConsoleForm>
  );
}

const columns: ColumnDef<Person>[] = [
  { header: "Name", cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
  { header: "E-mail", cell: ({ row }) => <span className="break-all">{row.original.email}</span> },
  { header: "Role", cell: ({ row }) => <RoleForm person={row.original} /> },
  { header: "Dealerships", accessorKey: "dealerships" },
  { header: "Remove", cell: ({ row }) => <RemoveForm person={row.original} /> },
];

export function StaffList({ staff }: { staff: Person[] }) {
  return <DataTable columns={columns} rows={staff} caption="The site's staff" rowKey={(p) => p.id} empty="No one is on the staff yet." />;
}

/** Invite a person: they are e-mailed a sign-in link; a salesperson can be kept to some dealerships. */
export function InviteForm({ dealerships }: { dealerships: Dealership[] }) {
  return (
    <Section title="Add a person">
      <ConsoleForm className="space-y-3">
        <input type="hidden" name="intent" value="invite" />
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label="Name" name="name" autoComplete="off" required />
          <TextField label="E-mail address" name="email" type="email" autoComplete="off" required />
          <SelectField label="Role" name="role" id="invite-role" defaultValue="sales" options={ROLE_OPTIONS} />
        </div>
        {dealerships.length > 1 ? (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">A salesperson's dealerships (none ticked: all of them)</legend>
            <div className="mt-1 grid gap-1 sm:grid-cols-2">
              {dealerships.map((d) => (
                <label key={d.slug} className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="checkbox" name="dealerships" value={d.slug} className="size-5" />
                  {d.name}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <Button>Add and e-mail a sign-in link</Button>
      </ConsoleForm>
    </Section>
  );
}
