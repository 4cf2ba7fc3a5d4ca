/** Vehicle spec section 2: Facebook, Twitter, WhatsApp, e-mail, sms; the shared URL is the site URL plus /cars/{slug}. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    { network: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`, popup: true },
    { network: "WhatsApp", href: `https://wa.me/?text=${text}`, popup: true },
    { network: "Email", href: `mailto:?subject=${encodeURIComponent(title)}&body=${text}`, popup: false },
    { network: "SMS", href: `sms:?&body=${text}`, popup: false },
  ] as const;
}

export const SHARE_WINDOW = { width: 550, height: 400 } as const;
export const COPIED_NOTICE_MS = 1500;
/** Vehicle spec section 2: one brand says so in a toast for 3 s instead. */
export const COPIED_TOAST_MS = 3000;
export const copiedToastText = (carName: string) => `Copied ${carName} to your clipboard!`;
