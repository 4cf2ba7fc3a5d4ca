import { island } from "~/components/ui/island";

/**
 * The platform's index of demo sites as an island: it shares `/` with the sites' home pages, whose
 * first load should not carry it (issue 18's JavaScript budget). Its cards are plain links, so nothing
 * in it needs hydrating; its code loads on the first touch inside it, or with a navigation. (The
 * server's import is in a branch the browser's build drops.)
 */
export const PlatformIndexIsland = island(() => import("./platform-index").then((m) => m.PlatformIndex), { use: true });
if (import.meta.env.SSR) await PlatformIndexIsland.preload();
