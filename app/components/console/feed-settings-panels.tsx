import { Link } from "react-router";
import { ConsoleForm } from "./console-form";
import { Button, SelectField, TextField } from "./fields";
import { Section } from "./section";

type KeyAnswer = { confirm?: "rotate" | "revoke"; key?: string | null } | undefined;

/** A dealership's feed key: its state, the new key once (right after it is made), and make/rotate and revoke, each confirmed. */
export function FeedKeyPanel({ state, answer }: { state: string | null; answer: KeyAnswer }) {
  const confirming = answer?.confirm;
  return (
    <Section title="Feed key">
      <p className="mb-3 text-sm text-slate-700">
        Your stock system sends its feed to <code>/api/stock/feed</code> with this key. {state ?? "This dealership has no key yet."}
      </p>
      {answer?.key ? (
        <div className="mb-3 rounded-md border border-green-400 bg-green-50 p-3">
          <p className="text-sm font-medium text-green-950" id="new-key-label">
            The new key (shown once):
          </p>
          <code className="mt-1 block break-all font-mono text-sm" data-testid="new-feed-key">
            {answer.key}
          </code>
        </div>
      ) : null}
      {confirming ? (
        <ConsoleForm className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value={confirming} />
          <input type="hidden" name="confirmed" value="yes" />
          <p className="w-full text-sm font-medium">
            {confirming === "rotate"
              ? "Make a new key? The current key stops working at once: your stock system needs the new one."
              : "Revoke the key? Feeds sent with it are refused until a new key is made."}
          </p>
          <Button kind="danger">{confirming === "rotate" ? "Yes, make a new key" : "Yes, revoke the key"}</Button>
          <Link to="." className="inline-flex min-h-11 items-center underline underline-offset-2">
            Cancel
          </Link>
        </ConsoleForm>
      ) : (
        <ConsoleForm className="flex flex-wrap gap-3">
          <Button name="intent" value="rotate">
            {state ? "Make a new key" : "Make a key"}
          </Button>
          {state ? (
            <Button name="intent" value="revoke" kind="secondary">
              Revoke the key
            </Button>
          ) : null}
        </ConsoleForm>
      )}
    </Section>
  );
}

export type PullSettings = {
  url: string;
  mode: string;
  format: string;
  intervalMinutes: number;
  enabled: boolean;
  authKind: string;
  authUser: string | null;
  authHeader: string | null;
  hasSecret: boolean;
  last: string;
  lastRunId: string | null;
} | null;

const MODES = [
  { value: "full", label: "Full" },
  { value: "partial", label: "Partial" },
];
const FORMATS = [
  { value: "csv", label: "CSV" },
  { value: "json", label: "JSON" },
];
const AUTH = [
  { value: "none", label: "None" },
  { value: "basic", label: "User name and password" },
  { value: "header", label: "A token in a header" },
];

/** The pull schedule's form (validated on the server with pullFormSchema) and Pull now. */
export function PullSchedulePanel({
  pull,
  fields,
  typed,
}: {
  pull: PullSettings;
  fields: Record<string, string> | null;
  typed?: Record<string, string> | null;
}) {
  const value = (name: keyof NonNullable<PullSettings>, fallback: string) => typed?.[name] ?? String(pull?.[name] ?? fallback);
  return (
    <Section title="Scheduled pull">
      <p className="mb-3 text-sm text-slate-700">
        The platform fetches the feed from this address and imports it when it has changed. {pull ? `Last: ${pull.last}.` : ""}
        {pull?.lastRunId ? (
          <>
            {" "}
            <Link to={`/dealer/feeds/runs/${pull.lastRunId}`} className="underline underline-offset-2">
              Its last run
            </Link>
            .
          </>
        ) : null}
      </p>
      <ConsoleForm className="space-y-3" noValidate>
        <input type="hidden" name="intent" value="schedule" />
        <TextField label="Feed address (https://)" name="url" type="url" defaultValue={value("url", "")} error={fields?.url} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Feed type"
            name="mode"
            options={MODES}
            defaultValue={value("mode", "full")}
            error={fields?.mode}
            hint="Full: cars not in it are sold. Partial: only its cars change."
          />
          <SelectField label="Format" name="format" options={FORMATS} defaultValue={value("format", "csv")} error={fields?.format} />
        </div>
        <TextField
          label="Every how many minutes"
          name="intervalMinutes"
          inputMode="numeric"
          defaultValue={value("intervalMinutes", "60")}
          error={fields?.intervalMinutes}
          hint="At least 5."
        />
        <PullCredentialFields value={value} fields={fields} hasSecret={pull?.hasSecret ?? false} />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="enabled" defaultChecked={pull ? pull.enabled : true} className="size-5" />
          Pull on this schedule
        </label>
        <div className="flex flex-wrap gap-3">
          <Button>Save schedule</Button>
        </div>
      </ConsoleForm>
      {pull ? (
        <ConsoleForm className="mt-3">
          <input type="hidden" name="intent" value="pull" />
          <Button kind="secondary">Pull now</Button>
        </ConsoleForm>
      ) : null}
    </Section>
  );
}

/** How the feed's server checks who asks: none, a user name and password, or a named header's token (kept encrypted). */
function PullCredentialFields({
  value,
  fields,
  hasSecret,
}: {
  value: (name: keyof NonNullable<PullSettings>, fallback: string) => string;
  fields: Record<string, string> | null;
  hasSecret: boolean;
}) {
  return (
    <>
      <SelectField
        label="Sign-in to the feed's server"
        name="authKind"
        options={AUTH}
        defaultValue={value("authKind", "none")}
        error={fields?.authKind}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="User name (for a password)" name="authUser" defaultValue={value("authUser", "")} error={fields?.authUser} />
        <TextField label="Header name (for a token)" name="authHeader" defaultValue={value("authHeader", "")} error={fields?.authHeader} />
      </div>
      <TextField
        label="Password or token"
        name="authSecret"
        type="password"
        autoComplete="new-password"
        error={fields?.authSecret}
        hint={hasSecret ? "One is saved (kept encrypted). Leave empty to keep it." : "Kept encrypted; never shown again."}
      />
    </>
  );
}
