/** Passkeys for the console's people (issue 53): how long a challenge lasts, when to offer one, what to call it. */

/** A WebAuthn challenge the server gave out is good for this long: the browser's own prompt times out sooner. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

/** At most this many passkeys a person keeps on one host: enough for a phone, a laptop and a key, no table of thousands. */
export const PASSKEYS_PER_HOST = 10;

/**
 * The prompt after an e-mailed sign-in: offered to someone with no passkey on this host who has not said "Not now".
 * A passkey sign-in never sees it (they have one), and neither does anyone once they have dismissed it.
 */
export const offerPasskeyPrompt = (state: { passkeysHere: number; dismissedAt: Date | null }): boolean =>
  state.passkeysHere === 0 && state.dismissedAt === null;

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\//, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** A name for a new passkey from the browser that made it ("Chrome on Windows"), so a person can tell theirs apart. */
export function passkeyLabel(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "A passkey";
}
