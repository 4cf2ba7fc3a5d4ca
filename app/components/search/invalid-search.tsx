import { AppLink } from "~/components/ui/app-link";
import { invalidSearchMessage } from "~/search/search-url";
import { ALL_STOCK_PATH } from "~/domain/search-paths";

/**
 * A search link the page cannot read (a 400: `?page=0`, an unknown sort or filter). Trying again
 * cannot fix it, so the page says what is wrong and offers a fresh search instead.
 */
export function InvalidSearch({ reason }: { reason: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <title>Search link not valid</title>
      <h1 className="font-heading text-3xl font-bold">We couldn't run that search</h1>
      <p className="mt-4 text-muted" data-testid="invalid-search-reason">
        {invalidSearchMessage(reason)}
      </p>
      <p className="mt-6">
        <AppLink to={ALL_STOCK_PATH} className="inline-block rounded-site bg-brand px-5 py-3 font-semibold text-on-brand">
          Start a new search
        </AppLink>
      </p>
    </div>
  );
}
