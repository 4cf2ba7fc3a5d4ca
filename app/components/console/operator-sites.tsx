import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { ConsoleForm } from "./console-form";
import { DataTable } from "./data-table";
import { Button, TextField } from "./fields";
import { Section } from "./section";

export type OperatorSite = {
  slug: string;
  name: string;
  hosts: string[];
  origin: string | null;
  enabled: boolean;
  cars: number;
  leads: number;
  staff: number;
};

const count = (n: number) => n.toLocaleString("en-AU");

/** A site's host names, one a line (a long one wraps at its dots, not mid-word, on a phone). */
export function HostList({ hosts }: { hosts: string[] }) {
  if (!hosts.length) return <>Not served (switched off)</>;
  return (
    <ul>
      {hosts.map((h) => (
        <li key={h} className="[overflow-wrap:anywhere]">
          {h}
        </li>
      ))}
    </ul>
  );
}

const SITE_COLUMNS: ColumnDef<OperatorSite>[] = [
  {
    header: "Site",
    cell: ({ row }) => (
      <Link to={`/dealer/sites/${row.original.slug}`} className="font-medium underline underline-offset-2">
        {row.original.name}
      </Link>
    ),
  },
  { header: "Host", cell: ({ row }) => <HostList hosts={row.original.hosts} /> },
  { header: "State", cell: ({ row }) => (row.original.enabled ? "Enabled" : "Switched off") },
  { header: "Cars", cell: ({ row }) => count(row.original.cars) },
  { header: "Leads, 7 days", cell: ({ row }) => count(row.original.leads) },
  { header: "Staff", cell: ({ row }) => (row.original.staff ? count(row.original.staff) : "None yet") },
];

export function OperatorSiteTable({ sites }: { sites: OperatorSite[] }) {
  return (
    <DataTable
      columns={SITE_COLUMNS}
      rows={sites}
      caption="The platform's sites"
      empty="There are no sites yet. Create one with npm run site -- create."
      rowKey={(s) => s.slug}
    />
  );
}

type SiteStaff = { id: string; name: string; email: string; roleLabel: string };
const STAFF_COLUMNS: ColumnDef<SiteStaff>[] = [
  { header: "Name", accessorKey: "name" },
  { header: "E-mail", cell: ({ row }) => <span className="break-all">{row.original.email}</span> },
  { header: "Role", accessorKey: "roleLabel" },
];

export function OperatorStaffTable({ staff, siteName }: { staff: SiteStaff[]; siteName: string }) {
  return (
    <DataTable
      columns={STAFF_COLUMNS}
      rows={staff}
      caption={`${siteName}'s staff`}
      empty="Nobody works on this site's console yet: add its first owner below."
      rowKey={(s) => s.id}
    />
  );
}

/** Add an owner: the site's first, or another. They are e-mailed a sign-in link for the site's own host. */
export function OwnerInviteForm({ first }: { first: boolean }) {
  const title = first ? "Add the first owner" : "Invite an owner";
  return (
    <Section title={title}>
      <p className="mb-3 text-sm text-slate-700">
        An owner runs the site's console: staff, settings and the audit log. They get a sign-in link that lasts a day.
      </p>
      <ConsoleForm className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="invite-owner" />
        <TextField label="Name" name="name" autoComplete="off" required />
        <TextField label="E-mail address" name="email" type="email" autoComplete="off" required />
        <div className="sm:col-span-2">
          <Button>{title}</Button>
        </div>
      </ConsoleForm>
    </Section>
  );
}

/** Switch a site off (nothing is deleted) or on again. */
export function SiteSwitch({ enabled, name }: { enabled: boolean; name: string }) {
  return (
    <Section title={enabled ? "Switch the site off" : "Switch the site on"}>
      <p className="mb-3 text-sm text-slate-700">
        {enabled
          ? `${name}'s hosts will answer like an unknown one, within a second on every server. Its cars, leads, staff and settings stay, and it can be switched on again.`
          : `${name} is switched off: its hosts answer like an unknown one. Switching it on serves it again as it was.`}
      </p>
      <ConsoleForm>
        <input type="hidden" name="intent" value={enabled ? "disable" : "enable"} />
        <Button kind={enabled ? "danger" : "primary"}>{enabled ? `Switch ${name} off` : `Switch ${name} on`}</Button>
      </ConsoleForm>
    </Section>
  );
}
