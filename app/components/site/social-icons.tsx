import facebook from "./social-marks/facebook.svg?raw";
import instagram from "./social-marks/instagram.svg?raw";
import linkedin from "./social-marks/linkedin.svg?raw";
import tiktok from "./social-marks/tiktok.svg?raw";
import youtube from "./social-marks/youtube.svg?raw";

/** The social networks the spec names (discovery section 9: facebook, youtube, instagram, tiktok, linkedin). */
export const NETWORK_LABELS = {
  facebook: "Facebook",
  youtube: "YouTube",
  instagram: "Instagram",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
} as const;
export type SocialNetwork = keyof typeof NETWORK_LABELS;

// The marks' drawings are in the server's HTML only (issue 18): hydrating, React keeps the element's inner HTML as
// the server wrote it, so the browser's bundle leaves them out. Drawn in the page, each mark costs no SVG document
// of its own: as mask images, each was a task of 16 to 44 ms on a phone's main thread after the first paint.
const MARKS: Record<SocialNetwork, string> | null = import.meta.env.SSR ? { facebook, youtube, instagram, tiktok, linkedin } : null;

/**
 * Each network's mark in the text colour; decorative beside its name. A footer the browser draws itself (no server
 * HTML to keep) has an empty element, which social-icons.css masks with the mark's file instead.
 */
export function SocialIcon({ network, className = "h-5 w-5" }: { network: SocialNetwork; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`social-icon social-icon-${network} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own SVG files (social-marks/)
      dangerouslySetInnerHTML={{ __html: MARKS?.[network] ?? "" }}
    />
  );
}
