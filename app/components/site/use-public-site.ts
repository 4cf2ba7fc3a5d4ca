import { useRouteLoaderData } from "react-router";
import type { PublicSite } from "~/sites/public-site";

/** The site this page belongs to, as the root loader sends it to the browser (null on the platform index). */
export const usePublicSite = (): PublicSite | null => (useRouteLoaderData("root") as { site: PublicSite | null } | undefined)?.site ?? null;
