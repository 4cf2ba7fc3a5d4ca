import { tileCspSource } from "~/domain/locations/map-tiles";
import { resolveHost } from "~/sites/resolve-site";
import type { TenantSite } from "~/sites/tenant-site";

/**
 * What a site's Content-Security-Policy adds to img-src for its map tiles (issue 15): the tile
 * host, only on sites that name a tile source; every other site's images stay its own.
 */
export function mapTileCspSources(sites: readonly TenantSite[]): (host: string | undefined) => string | null {
  const bySlug = new Map(sites.flatMap((s) => (s.maps ? [[s.slug, tileCspSource(s.maps.tileUrl)] as const] : [])));
  if (!bySlug.size) return () => null;
  return (host) => {
    const match = resolveHost(host, sites);
    return match.kind === "site" ? (bySlug.get(match.site.slug) ?? null) : null;
  };
}
