/** The social networks the spec names (discovery section 9: facebook, youtube, instagram, tiktok, linkedin). */
export const NETWORK_LABELS = {
  facebook: "Facebook",
  youtube: "YouTube",
  instagram: "Instagram",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
} as const;
export type SocialNetwork = keyof typeof NETWORK_LABELS;

/** Each network's mark in the text colour (a mask, social-icons.css); decorative beside its name. */
export function SocialIcon({ network, className = "h-5 w-5" }: { network: SocialNetwork; className?: string }) {
  return <span aria-hidden="true" className={`social-icon social-icon-${network} ${className}`} />;
}
