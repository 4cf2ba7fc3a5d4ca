import type { FaqItem } from "~/components/content/faq-accordion";
import { FaqAccordionIsland } from "~/components/content/faq-accordion-island";
import { SalesThisMonth } from "~/components/dealer-blocks/sales-this-month";
import { QuickSearch } from "~/components/search/quick-search";
import { AppLink } from "~/components/ui/app-link";

export type CarPageEndProps = {
  /** The site's trade-in questions (vehicle spec section 2: the car page's trade-in FAQ); none, no block. */
  faq: readonly FaqItem[];
  /** Sales this Month where the site shows it (`salesCounter`), else null. */
  salesThisMonth: number | null;
  quickSearch: Pick<Parameters<typeof QuickSearch>[0], "makes" | "makeModels" | "total" | "similar">;
  /** The car's make and model, where the pickers start. */
  make: string;
  model: string;
};

const TERMS_TEXT =
  "Please confirm price, specifications and features with the dealer before you buy. Photos may show options not fitted to this car.";

/**
 * The end of the car page (loaded as an island, see car-page-end-island.tsx): the trade-in FAQ and Sales this Month
 * (vehicle spec section 2), Find another car (the quick search, starting on this car's make and model) and the terms
 * of use. The counter's refresh comes with this island's code, and the FAQ is the trade-in page's island (its
 * accordion loaded as it comes near the screen), so neither is in the page's first load.
 */
export default function CarPageEnd({ faq, salesThisMonth, quickSearch, make, model }: CarPageEndProps) {
  return (
    <>
      <FaqAccordionIsland heading="Trade-in questions" items={faq} />
      {salesThisMonth !== null ? (
        <div className="mt-10 sm:max-w-sm">
          <SalesThisMonth initial={salesThisMonth} />
        </div>
      ) : null}
      <section aria-labelledby="find-another" className="mt-12">
        <h2 id="find-another" className="font-heading text-2xl font-bold">
          Find another car
        </h2>
        <div className="mt-4">
          <QuickSearch
            makes={quickSearch.makes}
            makeModels={quickSearch.makeModels}
            total={quickSearch.total}
            initial={{ make, model }}
            similar={quickSearch.similar}
          />
        </div>
      </section>
      <CarTerms />
    </>
  );
}

/**
 * The terms of use under the car (vehicle spec section 4: "The terms-of-use block on mobile toggles
 * expand and collapse"): folded behind 'Terms of use' on phones, always open on wider screens.
 */
function CarTerms() {
  const body = (
    <>
      {TERMS_TEXT}{" "}
      <AppLink to="/terms-and-conditions" className="underline">
        Terms and conditions
      </AppLink>
      .
    </>
  );
  return (
    <div className="mt-10 text-xs text-muted">
      <details className="md:hidden">
        <summary className="cursor-pointer font-semibold text-ink underline">Terms of use</summary>
        <p className="mt-2">{body}</p>
      </details>
      <p className="hidden md:block">{body}</p>
    </div>
  );
}
