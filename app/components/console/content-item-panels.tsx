import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import type { ChangeRow } from "~/domain/settings/settings-history-view";
import { ConsoleForm } from "./console-form";
import { DataTable } from "./data-table";
import { Button } from "./fields";
import { Section } from "./section";

/** What the content editor's loader gives of a saved item (app/console/content-editor.server.ts). */
export type ContentItemView = {
  version: number;
  publishedVersion: number | null;
  preview: string;
  versions: { version: number; saved: string; by: string; note: string }[];
  chosen: { version: number; changes: ChangeRow[] };
};

type Version = ContentItemView["versions"][number];
const versionColumns: ColumnDef<Version>[] = [
  {
    header: "Version",
    cell: ({ row }) => (
      <Link
        to={`?version=${row.original.version}#history`}
        className="font-semibold underline"
        aria-label={`Version ${row.original.version}: what changed`}
      >
        {row.original.version}
      </Link>
    ),
  },
  { header: "Saved", accessorKey: "saved" },
  { header: "By", accessorKey: "by" },
  { header: "Note", accessorKey: "note", meta: { phone: false } },
];
const value = (text: string) => <code className="break-all text-xs">{text}</code>;
const changeColumns: ColumnDef<ChangeRow>[] = [
  { header: "Field", cell: ({ row }) => value(row.original.path) },
  { header: "Before", cell: ({ row }) => value(row.original.before) },
  { header: "After", cell: ({ row }) => value(row.original.after) },
];

type Props = { item: ContentItemView; label: string; canEdit: boolean };

function PreviewPanel({ item }: Pick<Props, "item">) {
  return (
    <Section title="Preview">
      <p className="mb-2 text-slate-700">
        Version {item.version} on the site's own page, as shoppers will see it once published. Send the address to a colleague: it works for
        a week, and no shopper or search engine sees it.
      </p>
      <p>
        <a
          href={item.preview}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
        >
          Open the preview of version {item.version}
        </a>
      </p>
      <label className="mt-2 block text-sm font-medium text-slate-800" htmlFor="preview-address">
        Preview address
      </label>
      <input
        id="preview-address"
        readOnly
        value={item.preview}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-slate-50 px-3 py-2 text-sm"
      />
    </Section>
  );
}

function HistoryPanel({ item, label, canEdit }: Props) {
  return (
    <Section title="History" id="history">
      <DataTable
        columns={versionColumns}
        rows={item.versions}
        caption={`Versions of this ${label}, newest first`}
        rowKey={(v) => String(v.version)}
        empty="No versions yet."
      />
      <h3 className="mt-4 mb-2 font-semibold">Version {item.chosen.version}: what changed</h3>
      <DataTable
        columns={changeColumns}
        rows={item.chosen.changes}
        caption={`What version ${item.chosen.version} changed`}
        rowKey={(c) => c.path}
        empty={item.chosen.version === 1 ? `The first version of this ${label}.` : "Nothing changed in this version."}
      />
      {canEdit && item.chosen.version !== item.version ? (
        <ConsoleForm className="mt-4">
          <input type="hidden" name="version" value={item.chosen.version} />
          <Button kind="secondary" name="intent" value="restore">
            Restore version {item.chosen.version}
          </Button>
        </ConsoleForm>
      ) : null}
    </Section>
  );
}

function TakeDownPanel({ item, label, canDelete }: Omit<Props, "canEdit"> & { canDelete: boolean }) {
  return (
    <Section title="Take it down">
      <div className="flex flex-wrap gap-3">
        {item.publishedVersion !== null ? (
          <ConsoleForm>
            <Button kind="secondary" name="intent" value="unpublish">
              Take off the site
            </Button>
          </ConsoleForm>
        ) : null}
        {canDelete ? (
          <ConsoleForm>
            <Button kind="danger" name="intent" value="delete">
              Delete this {label} and its history
            </Button>
          </ConsoleForm>
        ) : null}
      </div>
    </Section>
  );
}

/** Under a saved item's form: its preview address, its history with what each version changed, and taking it down. */
export function ContentItemPanels({ item, label, canEdit, canDelete }: Props & { canDelete: boolean }) {
  return (
    <>
      <PreviewPanel item={item} />
      <HistoryPanel item={item} label={label} canEdit={canEdit} />
      {canEdit ? <TakeDownPanel item={item} label={label} canDelete={canDelete} /> : null}
    </>
  );
}
