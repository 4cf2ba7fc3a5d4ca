/**
 * What the two console preview pages share (issue 55, decision 054): never shared (no page cache, no CDN: they do not
 * opt in), never indexed, and a plain 404 for an address that is not this site's or has expired.
 */
export const previewHeaders = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export const previewNotFound = "This preview address has expired or is not for this site. Ask for a new one from the console.";

export const previewMeta = (title: string | undefined) => [
  { title: title ? `Preview: ${title}` : "Preview not found" },
  { name: "robots", content: "noindex, nofollow" },
];
