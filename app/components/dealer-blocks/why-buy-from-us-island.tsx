import { island } from "~/components/ui/island";

/**
 * Why Buy From Us with the 'We accept' strip as an island (issue 18's JavaScript budget): the server
 * renders it (nothing in it changes once hydrated); its code, the payment marks' drawings most of it,
 * loads when the shopper comes near it or touches it. (The server's import is in a branch the
 * browser's build drops.)
 */
export const WhyBuyFromUsIsland = island(() => import("./why-buy-we-accept").then((m) => m.WhyBuyWeAccept), { use: true, near: true });
if (import.meta.env.SSR) await WhyBuyFromUsIsland.preload();
