import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ChangeRow } from "~/domain/settings/settings-history-view";
import type { SettingsGroup } from "~/sites/settings-fields";
import type { EnteredValues, FieldProblem } from "~/sites/settings-form-values";
import { ConsoleForm } from "./console-form";
import { PageHeader } from "./console-shell";
import { DataTable } from "./data-table";
import { Button, FormMessage } from "./fields";
import { Section } from "./section";

export type SettingsCtx = { values: EnteredValues; errors: Readonly<Record<string, string>> };

type Outcome =
  | { ok: true; message: string; version: number; changes: ChangeRow[] }
  | { ok: false; message: string; problems: FieldProblem[]; entered: EnteredValues; version: number };

const value = (text: string) => <code className="break-all text-xs">{text}</code>;
const changeColumns: ColumnDef<ChangeRow>[] = [
  { header: "Setting", cell: ({ row }) => value(row.original.path) },
  { header: "Before", cell: ({ row }) => value(row.original.before) },
  { header: "After", cell: ({ row }) => value(row.original.after) },
];

/**
 * A settings form's page, the same for every section and the theme: what the last save did (what it changed, or why
 * it was refused), then the form, which after a refused save shows what was typed so nothing entered is lost.
 */
export function SettingsFormPage({
  group,
  stored,
  outcome,
  canEdit,
  children,
}: {
  group: SettingsGroup;
  stored: { values: EnteredValues; version: number };
  outcome: Outcome | undefined;
  canEdit: boolean;
  children: (ctx: SettingsCtx) => ReactNode;
}) {
  const refused = outcome && !outcome.ok ? outcome : null;
  const saved = outcome?.ok ? outcome : null;
  // A field can have several problems (a colour failing against two grounds): each is told.
  const errors: Record<string, string> = {};
  for (const p of refused?.problems ?? []) if (p.name) errors[p.name] = errors[p.name] ? `${errors[p.name]} ${p.message}` : p.message;
  const unplaced = (refused?.problems ?? []).filter((p) => !p.name).map((p) => p.message);
  const version = refused ? refused.version : stored.version;
  return (
    <>
      <title>{`${group.title} · Settings · Dealer console`}</title>
      <PageHeader back={{ to: "/dealer/settings", label: "All settings" }} title={group.title} />
      {group.description ? <p className="mb-4 max-w-3xl text-slate-700">{group.description}</p> : null}
      <div className="mb-4 space-y-3" aria-live="polite">
        <FormMessage error={refused ? [refused.message, ...unplaced].join(" ") : null} done={saved?.message ?? null} />
        {saved?.changes.length ? (
          <Section title="What changed">
            <DataTable columns={changeColumns} rows={saved.changes} caption="Settings this save changed" rowKey={(c) => c.path} empty="" />
            <p className="mt-3 text-sm">
              <Link to={`/dealer/settings/history?version=${saved.version}`} className="underline">
                Version {saved.version} in the settings history
              </Link>
            </p>
          </Section>
        ) : null}
      </div>
      {/* A new key after each save: the fields start again from the stored settings rather than from what was typed. */}
      <ConsoleForm key={version} noValidate>
        <input type="hidden" name="version" value={version} />
        <fieldset disabled={!canEdit} className="min-w-0">
          {children({ values: refused ? refused.entered : stored.values, errors })}
        </fieldset>
        {canEdit ? (
          <div className="sticky bottom-0 mt-4 border-t border-slate-300 bg-slate-50 py-3">
            <Button>Save {group.title.toLowerCase()}</Button>
          </div>
        ) : null}
      </ConsoleForm>
    </>
  );
}
