import { describe, expect, it } from "vitest";
import { pageBreadcrumbs } from "./breadcrumbs";
import { pageMeta, privatePageMeta } from "./page-meta";

const origin = "https://www.coastaltoyota.com.au";

describe("page meta", () => {
  it("writes the title, description, canonical link, Open Graph and a large-image Twitter card", () => {
    const meta = pageMeta({
      title: "2021 Toyota HiLux SR5 for sale in Gosford | Coastal Toyota",
      description: "2021 Toyota HiLux SR5, 45,000 km, $52,990.",
      url: `${origin}/cars/2021-toyota-hilux`,
      siteName: "Coastal Toyota",
      image: `${origin}/img/car/1?w=1200&fmt=jpeg`,
      type: "product",
    });
    expect(meta).toEqual([
      { title: "2021 Toyota HiLux SR5 for sale in Gosford | Coastal Toyota" },
      { name: "description", content: "2021 Toyota HiLux SR5, 45,000 km, $52,990." },
      { tagName: "link", rel: "canonical", href: `${origin}/cars/2021-toyota-hilux` },
      { property: "og:type", content: "product" },
      { property: "og:title", content: "2021 Toyota HiLux SR5 for sale in Gosford | Coastal Toyota" },
      { property: "og:description", content: "2021 Toyota HiLux SR5, 45,000 km, $52,990." },
      { property: "og:url", content: `${origin}/cars/2021-toyota-hilux` },
      { property: "og:site_name", content: "Coastal Toyota" },
      { property: "og:image", content: `${origin}/img/car/1?w=1200&fmt=jpeg` },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "2021 Toyota HiLux SR5 for sale in Gosford | Coastal Toyota" },
      { name: "twitter:description", content: "2021 Toyota HiLux SR5, 45,000 km, $52,990." },
      { name: "twitter:image", content: `${origin}/img/car/1?w=1200&fmt=jpeg` },
    ]);
  });

  it("gives a page without a picture a summary card, a website type and no image tags", () => {
    const meta = pageMeta({
      title: "Our locations | Coastal Toyota",
      description: "d",
      url: `${origin}/locations`,
      siteName: "Coastal Toyota",
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    expect(meta.some((m) => "property" in m && m.property === "og:image")).toBe(false);
    expect(meta.some((m) => "name" in m && m.name === "robots")).toBe(false);
  });

  it("keeps a filtered page out of the index while its links are followed", () => {
    const meta = pageMeta({
      title: "t",
      description: "d",
      url: `${origin}/special-offers?page=2`,
      siteName: "s",
      robots: "noindex, follow",
    });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
  });

  it("gives a shopper's own page a title and noindex, and no canonical", () => {
    expect(privatePageMeta("My Garage | Coastal Toyota")).toEqual([
      { title: "My Garage | Coastal Toyota" },
      { name: "robots", content: "noindex" },
    ]);
  });
});

describe("breadcrumbs", () => {
  it("builds the visible trail and the BreadcrumbList from the same facts, Home first, every URL absolute", () => {
    const crumbs = pageBreadcrumbs({ origin }, [{ label: "Blog", href: "/blog" }], { label: "A post", url: `${origin}/blog/a-post` });
    expect(crumbs.trail).toEqual([{ label: "Blog", href: "/blog" }]);
    expect(crumbs.current).toBe("A post");
    expect(crumbs.jsonLd).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Blog", item: `${origin}/blog` },
        { "@type": "ListItem", position: 3, name: "A post", item: `${origin}/blog/a-post` },
      ],
    });
  });

  it("ends with the trail's last link when the page has no name of its own (search pages)", () => {
    const crumbs = pageBreadcrumbs({ origin }, [
      { label: "Toyota", href: "/search/toyota" },
      { label: "HiLux", href: "/search/toyota/hilux" },
    ]);
    expect(crumbs.current).toBeUndefined();
    expect(crumbs.jsonLd.itemListElement.map((i) => i.item)).toEqual([
      `${origin}/`,
      `${origin}/search/toyota`,
      `${origin}/search/toyota/hilux`,
    ]);
  });
});
