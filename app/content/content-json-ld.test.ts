import { describe, expect, it } from "vitest";
import { articleJsonLd } from "./content-json-ld";

const origin = "https://www.coastaltoyota.com.au";

describe("schema.org JSON-LD for content", () => {
  const post = {
    title: "How we value your trade-in",
    summary: "Your car's value comes from what similar cars sell for.",
    url: `${origin}/blog/how-we-value`,
    image: `${origin}/img/car/ute/white/side?w=1200&fmt=jpeg`,
    publishedAt: new Date("2026-10-20T00:00:00Z"),
    updatedAt: new Date("2026-10-20T00:00:00Z"),
    author: "Josh Freeman",
    publisherName: "Coastal Toyota",
    publisherUrl: `${origin}/`,
    tags: ["Trade-in", "Used cars"],
  };

  it("describes a post as an Article by its author, published by the dealer", () => {
    expect(articleJsonLd(post)).toMatchObject({
      "@type": "Article",
      headline: post.title,
      description: post.summary,
      image: [post.image],
      datePublished: "2026-10-20T00:00:00.000Z",
      dateModified: "2026-10-20T00:00:00.000Z",
      author: { "@type": "Person", name: "Josh Freeman" },
      publisher: { "@type": "AutoDealer", name: "Coastal Toyota", url: `${origin}/` },
      mainEntityOfPage: { "@id": post.url },
      keywords: "Trade-in, Used cars",
    });
  });

  it("dates a later edit as the modification, but never one made before publishing", () => {
    expect(articleJsonLd({ ...post, updatedAt: new Date("2026-11-01T00:00:00Z") }).dateModified).toBe("2026-11-01T00:00:00.000Z");
    expect(articleJsonLd({ ...post, updatedAt: new Date("2026-10-01T00:00:00Z") }).dateModified).toBe("2026-10-20T00:00:00.000Z");
  });

  it("leaves out the image and keywords a post does not have", () => {
    const ld = articleJsonLd({ ...post, image: null, tags: [] });
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("keywords");
  });
});
