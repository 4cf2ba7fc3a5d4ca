import { ConsoleForm } from "./console-form";
import { Button, FormMessage } from "./fields";

/**
 * The site's days-in-stock line under the cars report: what it is, and for those who may change the site's settings,
 * a button making the days shown the line (so the report opens on it for everyone).
 */
export function StaleDaysLine({
  shown,
  line,
  canSet,
  result,
}: {
  shown: number;
  line: number;
  canSet: boolean;
  result: { error?: string; done?: string } | undefined;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <p>
        This site's line: <strong>{line} days</strong> in stock.
      </p>
      {canSet && shown !== line ? (
        <ConsoleForm>
          <input type="hidden" name="over" value={shown} />
          <Button kind="secondary">Make {shown} days the site's line</Button>
        </ConsoleForm>
      ) : null}
      <div aria-live="polite" className="basis-full empty:hidden">
        <FormMessage error={result?.error} done={result?.done} />
      </div>
    </div>
  );
}
