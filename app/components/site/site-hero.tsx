import type { ReactNode } from "react";
import { PromotionsSlider } from "~/components/promotions/promotions-slider";
import type { Slide } from "~/domain/promotions/slide";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import type { Theme } from "~/sites/site-config";

export type HeroLayout = Theme["layout"]["hero"];

type HeroProps = {
  /** The page's one h1: the site's tagline (or name). */
  title: string;
  intro: string;
  /** The theme's hero, for a page without current slides. */
  layout: HeroLayout;
  /** The first featured car's photo key, for the split and full-bleed heroes. */
  photo: string | null;
  /** The site's current slides; with any, the slider leads the page and the search sits right under it. */
  slides: readonly Slide[];
  search: ReactNode;
};

/**
 * The top of a site's home page. With current slides, the promotions slider and, right under it,
 * the heading and quick search. Without, the theme's hero (site config `theme.layout.hero`), so four
 * dealers do not open on the same picture: `split` (words and search beside a car photo),
 * `full-bleed` (the photo across the page behind a dark scrim, the search over it) or `panel` (a
 * plain coloured panel, no photo, bold type).
 */
export function SiteHero({ title, intro, layout, photo, slides, search }: HeroProps) {
  if (slides.length > 0)
    return (
      <>
        <PromotionsSlider slides={slides} />
        <section className="bg-brand text-on-brand">
          <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-6 lg:grid-cols-[2fr_3fr]">
            <div>
              <h1 className="font-heading text-3xl font-black leading-tight">{title}</h1>
              <p className="mt-2 opacity-95">{intro}</p>
            </div>
            {search}
          </div>
        </section>
      </>
    );
  if (layout === "full-bleed")
    return (
      <section className="relative isolate overflow-hidden bg-black text-white">
        {photo ? (
          <img
            src={imageUrl(photo, 1200)}
            srcSet={imageSrcSet(photo, [720, 1200])}
            sizes="100vw"
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
            className="absolute inset-0 -z-20 h-full w-full object-cover object-[50%_70%]"
          />
        ) : null}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-r from-black/85 via-black/60 to-black/25" />
        <div className="mx-auto max-w-7xl px-4 py-14 md:py-24">
          <div className="max-w-3xl">
            <h1 className="font-heading text-4xl font-black leading-tight drop-shadow md:text-6xl">{title}</h1>
            <p className="mt-4 max-w-xl text-lg">{intro}</p>
            <div className="mt-8">{search}</div>
          </div>
        </div>
      </section>
    );
  if (layout === "panel")
    return (
      <section className="bg-brand text-on-brand">
        <div className="mx-auto max-w-5xl px-4 py-12 text-center md:py-16">
          <h1 className="font-heading text-4xl font-black uppercase leading-none tracking-tight md:text-7xl">{title}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg font-semibold md:text-xl">{intro}</p>
          <div className="mx-auto mt-8 max-w-3xl text-left">{search}</div>
        </div>
      </section>
    );
  return (
    <section className="bg-brand text-on-brand">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
        <div>
          <h1 className="font-heading text-4xl font-black leading-tight md:text-5xl">{title}</h1>
          <p className="mt-4 text-lg opacity-95">{intro}</p>
          <div className="mt-6">{search}</div>
        </div>
        {photo ? (
          <img
            src={imageUrl(photo, 720)}
            alt=""
            width={720}
            height={480}
            fetchPriority="high"
            className="hidden w-full rounded-site md:block"
          />
        ) : null}
      </div>
    </section>
  );
}
