import type { ComponentProps } from "react";
import { Form, Link } from "react-router";
import { BrandGrid } from "~/components/brands/brand-grid";
import { BrandLogo } from "~/components/brands/brand-logo";
import { FacetSelect } from "~/components/ui/facet-select";
import { DIRECTORY_PAGE_SIZE, type DirectoryEntry, type DirectoryQuery } from "~/domain/brands/brand-directory";

type FacetItems = ComponentProps<typeof FacetSelect>["items"];

/** One page of the manufacturer directory, as `loadBrandDirectory` makes it. */
export type BrandDirectoryView = {
  query: DirectoryQuery;
  total: number;
  offset: number;
  makes: FacetItems;
  bodies: FacetItems;
  entries: readonly (DirectoryEntry & { logoKey: string; stockHref: string; brandHref: string })[];
  tiles: ComponentProps<typeof BrandGrid>["tiles"];
};

const field = "mt-1 w-full rounded-site border border-black/25 bg-surface px-3 py-2";

/** `/brands`: the directory's search, the models it found (21 a page), then the group's brand grid. */
export function BrandDirectory({ directory: d }: { directory: BrandDirectoryView }) {
  return (
    <div>
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <h1 className="font-heading text-3xl font-bold">Brands and models</h1>
        <DirectorySearch directory={d} />
        <p className="mt-4" role="status">
          {d.total === 0
            ? "No models match. Try fewer words, or clear a filter."
            : `${d.total} ${d.total === 1 ? "model" : "models"}${d.total > DIRECTORY_PAGE_SIZE ? `, ${d.offset + 1} to ${Math.min(d.offset + DIRECTORY_PAGE_SIZE, d.total)} shown` : ""}`}
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {d.entries.map((e) => (
            <DirectoryEntryCard key={`${e.make}-${e.model}`} entry={e} />
          ))}
        </ul>
        <DirectoryPages directory={d} />
      </div>
      <BrandGrid tiles={d.tiles} />
    </div>
  );
}

function DirectorySearch({ directory: d }: { directory: BrandDirectoryView }) {
  return (
    <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-4 sm:items-end" aria-label="Search brands and models">
      <div className="sm:col-span-2">
        <label htmlFor="query" className="block font-semibold">
          Search
        </label>
        <input id="query" name="query" type="search" defaultValue={d.query.query} placeholder="Make, model or body" className={field} />
      </div>
      <FacetSelect
        id="make"
        name="make"
        label="Make"
        allLabel="All makes"
        items={d.makes}
        defaultValue={d.query.make}
        labelClassName="block font-semibold"
        selectClassName={`${field} font-normal`}
      />
      <FacetSelect
        id="body"
        name="body"
        label="Body"
        allLabel="All bodies"
        items={d.bodies}
        defaultValue={d.query.body}
        labelClassName="block font-semibold"
        selectClassName={`${field} font-normal`}
      />
      <button type="submit" className="rounded-site bg-brand px-6 py-2.5 font-semibold text-on-brand sm:col-start-4">
        Search
      </button>
    </Form>
  );
}

function DirectoryEntryCard({ entry: e }: { entry: BrandDirectoryView["entries"][number] }) {
  return (
    <li className="flex items-center gap-4 rounded-site bg-surface p-4 ring-1 ring-black/10">
      <BrandLogo logoKey={e.logoKey} size={48} />
      <div className="min-w-0">
        <p className="font-semibold">
          {e.make} {e.model}
        </p>
        <p className="text-sm text-muted">
          {[e.body, e.inStock ? `${e.inStock} in stock` : "None in stock now"].filter(Boolean).join(" · ")}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
          {e.inStock ? (
            <Link to={e.stockHref} className="font-semibold underline">
              See the cars
              <span className="sr-only">
                {" "}
                ({e.make} {e.model})
              </span>
            </Link>
          ) : null}
          <Link to={e.brandHref} className="underline">
            About {e.make}
          </Link>
        </p>
      </div>
    </li>
  );
}

function DirectoryPages({ directory: d }: { directory: BrandDirectoryView }) {
  if (d.total <= DIRECTORY_PAGE_SIZE) return null;
  const page = (offset: number) => {
    const q = new URLSearchParams(Object.entries({ ...d.query, offset: String(offset) }).filter(([, v]) => v !== "" && v !== "0"));
    return `/brands${q.size ? `?${q}` : ""}`;
  };
  return (
    <nav aria-label="Pages" className="mt-6 flex gap-4">
      {d.offset > 0 ? (
        <Link to={page(d.offset - DIRECTORY_PAGE_SIZE)} className="font-semibold underline">
          Previous page
        </Link>
      ) : null}
      {d.offset + DIRECTORY_PAGE_SIZE < d.total ? (
        <Link to={page(d.offset + DIRECTORY_PAGE_SIZE)} className="font-semibold underline">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
