/**
 * The feature banner (vehicle spec section 2: "three links: latest offers, book a service, sell your
 * car"; section 3: "Feature (title, description, image)"): rows per site, in position order, each a
 * link to a page of the same site with a picture from the image endpoint.
 */
export type FeatureBannerItem = { title: string; description: string; imageSrc: string; imageAlt: string; href: string };
