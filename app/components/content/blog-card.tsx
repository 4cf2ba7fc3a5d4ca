import { Link } from "react-router";
import { imageSrcSet, imageUrl } from "~/images/image-url";

export type BlogCardData = {
  href: string;
  title: string;
  excerpt: string;
  date: string;
  dateTime: string;
  image: { src: string; alt: string } | null;
};

/**
 * Vehicle spec section 3's blog card: image, heading, description and date. The heading's link
 * covers the whole card (one link per card, so a screen reader's list of links is not doubled).
 */
export function BlogCard({ card, priority = false }: { card: BlogCardData; priority?: boolean }) {
  return (
    <article className="relative flex flex-col overflow-hidden card-site rounded-site focus-within:ring-2 focus-within:ring-accent">
      <div className="aspect-[3/2] bg-black/5">
        {card.image ? (
          <img
            src={imageUrl(card.image.src, 480)}
            srcSet={imageSrcSet(card.image.src, [320, 480, 720])}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt={card.image.alt}
            width={480}
            height={320}
            loading={priority ? "eager" : "lazy"}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-muted">
          <time dateTime={card.dateTime}>{card.date}</time>
        </p>
        <h2 className="mt-1 font-heading text-xl font-bold leading-snug">
          <Link to={card.href} className="after:absolute after:inset-0 hover:underline focus:outline-none">
            {card.title}
          </Link>
        </h2>
        <p className="mt-2 text-muted">{card.excerpt}</p>
      </div>
    </article>
  );
}
