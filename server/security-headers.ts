import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { AppContext } from "~/app-context";
import type { ExtraSources } from "./payment-csp";

/** What the request's chain keeps on `res.locals` for the handlers after it. */
export type Locals = { nonce: string; host: AppContext["host"]; stripeCsp: ExtraSources | null; tileCsp: string | null };

const locals = (res: unknown) => (res as Response).locals as Locals;

/**
 * Powerful features the pages never use are off for them and every frame; the locations page asks
 * for the shopper's position (use-my-location.tsx), so geolocation stays on for the site itself.
 * Features the YouTube embed asks for (autoplay, encrypted-media, picture-in-picture) keep their defaults.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

type SecurityOptions = {
  dev: boolean;
  /** The Stripe sources a host's policy allows (null: not a Stripe site). */
  stripeCspFor: () => (host: string | undefined) => ExtraSources | null;
  /** The map tile host a host's policy allows images from (null: none). */
  tileCspFor: () => (host: string | undefined) => string | null;
};

/** The response's nonce, its content security policy and the other security headers, for every response. */
export function securityHeaders({ dev, stripeCspFor, tileCspFor }: SecurityOptions): RequestHandler[] {
  const perRequest: RequestHandler = (req, res, next) => {
    // Hex: the page cache swaps a cached page's nonce for each response's by plain text replacement.
    locals(res).nonce = randomBytes(16).toString("hex");
    // Before the site is resolved: the policy is set here, and only a Stripe site's allows Stripe.js.
    locals(res).stripeCsp = stripeCspFor()(req.get("host"));
    // Likewise only a site with a map tile source may load images from that tile host.
    locals(res).tileCsp = tileCspFor()(req.get("host"));
    next();
  };
  const policy = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${locals(res).nonce}'`,
          ...(dev ? ["'unsafe-eval'"] : []),
          (_req, res) => locals(res).stripeCsp?.script ?? "",
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", (_req, res) => locals(res).tileCsp ?? ""],
        connectSrc: ["'self'", ...(dev ? ["ws:"] : []), (_req, res) => locals(res).stripeCsp?.connect ?? ""],
        fontSrc: ["'self'"],
        // Stock and walkaround videos play in YouTube's privacy-enhanced embed, loaded only on click.
        frameSrc: ["'self'", "https://www.youtube-nocookie.com", (_req, res) => locals(res).stripeCsp?.frame ?? ""],
        // The captcha widget solves its proof of work in workers it starts from blob: URLs.
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Per site (site-host.ts): only a site whose canonical origin is https gets HSTS (plain-HTTP localhost must keep working).
    strictTransportSecurity: false,
    // Forms then send a real Origin header, and outbound links still reveal only the site's origin.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [perRequest, policy, permissions];
}
