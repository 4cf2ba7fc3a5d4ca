import type { PublicSite } from "~/sites/public-site";

/** Word-mark logo drawn from the theme, so every tenant has one without an uploaded file. */
export function SiteLogo({ logo }: { logo: PublicSite["logo"] }) {
  if (logo.url) return <img src={logo.url} alt="" className="h-10 w-auto" />;
  return (
    <span className="flex flex-col leading-none">
      <span className="font-heading text-xl font-black tracking-wide">{logo.text}</span>
      {logo.tagline ? <span className="text-xs uppercase tracking-widest opacity-90">{logo.tagline}</span> : null}
    </span>
  );
}
