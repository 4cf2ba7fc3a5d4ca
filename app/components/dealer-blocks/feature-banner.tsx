import { AppLink } from "~/components/ui/app-link";
import type { FeatureBannerItem } from "~/domain/dealer-blocks/feature-banner";
import { imageSrcSet, imageUrl } from "~/images/image-url";

/**
 * Vehicle spec section 2: the feature banner (latest offers, book a service, sell your car), the dealer's
 * rows with a picture each: three cards across on large screens, on phones a row each with the picture beside its words.
 */
export function FeatureBanner({ features, className = "" }: { features: FeatureBannerItem[]; className?: string }) {
  if (!features.length) return null;
  return (
    <section aria-label="More from us" className={className}>
      <ul className="grid gap-4 md:grid-cols-3">
        {features.map((f) => (
          <li key={f.href} className="flex">
            <AppLink
              to={f.href}
              className="group flex w-full overflow-hidden rounded-site bg-brand text-on-brand shadow-sm focus-visible:outline-offset-4 md:flex-col"
            >
              <img
                src={imageUrl(f.imageSrc, 480)}
                srcSet={imageSrcSet(f.imageSrc, [320, 480, 720])}
                sizes="(min-width: 768px) 33vw, 40vw"
                alt={f.imageAlt}
                width={480}
                height={320}
                loading="lazy"
                className="w-2/5 shrink-0 self-stretch bg-surface object-cover md:aspect-[3/2] md:self-auto transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none md:w-full"
              />
              <span className="block p-4 md:p-5">
                <span className="block font-heading text-lg font-bold underline-offset-4 group-hover:underline">{f.title}</span>
                <span className="mt-1 block text-sm opacity-90">{f.description}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
