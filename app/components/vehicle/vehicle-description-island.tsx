import { island } from "~/components/ui/island";

/**
 * The car's details, analysis and model as an island (issue 18's JavaScript budget): the server renders
 * them in full, and they are read-only but for their Show More panels (native disclosures that work
 * unhydrated); their code loads, to remember those panels, when the shopper comes near them or touches
 * them, or at the browser's first idle moment. (The server's import is in a branch the browser's build drops.)
 */
export const VehicleDescriptionIsland = island(() => import("./vehicle-description").then((m) => m.default), {
  use: true,
  near: true,
  idle: true,
});
if (import.meta.env.SSR) await VehicleDescriptionIsland.preload();
