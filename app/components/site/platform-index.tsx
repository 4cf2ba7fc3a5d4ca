import { formatNumber } from "~/domain/format";
export type PlatformSite = { slug: string; name: string; tagline: string; colours: string[]; stock: number; url: string };

/** The platform's own index (localhost): one card per demo site, with its colours and a link to it. */
export function PlatformIndex({ sites }: { sites: PlatformSite[] }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">Demo dealer sites</h1>
      <p className="mt-2 text-muted">Every site below is served by this one platform, chosen by its host name.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {sites.map((site) => (
          <li key={site.slug} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
            <div className="flex items-center gap-2" aria-hidden="true">
              {site.colours.map((colour) => (
                <span key={colour} className="h-6 w-6 rounded-full ring-1 ring-black/20" style={{ backgroundColor: colour }} />
              ))}
            </div>
            <h2 className="mt-3 text-xl font-bold">{site.name}</h2>
            <p className="text-sm text-muted">{site.tagline}</p>
            <p className="mt-2 text-sm">
              <strong>{formatNumber(site.stock)}</strong> cars in stock
            </p>
            <a href={site.url} className="mt-3 inline-block font-semibold text-blue-700 underline">
              {site.url}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
