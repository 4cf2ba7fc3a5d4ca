/** The strip over a console preview (issue 55): what this page is, so no one takes it for the live site. */
export function PreviewBanner({ about }: { about: { version: number; runs: string; published: boolean } }) {
  const state = about.published ? "not yet published over what shoppers see now" : "not published";
  return (
    <div role="note" className="border-b-2 border-amber-600 bg-amber-100 px-4 py-3 text-center text-sm text-slate-900">
      <strong>{`Preview of version ${about.version}`}</strong>
      {`, ${state}. Runs: ${about.runs}. Shoppers do not see this page.`}
    </div>
  );
}
