import { isIP } from "node:net";
import { z } from "zod";
import { isPlatformHostName } from "~/sites/platform-hosts";

// The one place that reads process.env; everything else receives a parsed Env.
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    DATA_DIR: z.string().default("./data"),
    SITES_DIR: z.string().default("./config/sites"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_ON_START: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(100_000),
    /** SMTP server for lead e-mail, like smtp://user:pass@mail.example.com:587; without it mail goes to DATA_DIR/mail as .eml files. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    LEAD_MAIL_FROM: z.string().default("Dealer Platform Leads <leads@dealer-platform.example>"),
    /** The address the dealer console's sign-in links and staff notifications come from. */
    CONSOLE_MAIL_FROM: z.string().default("Dealer Console <console@dealer-platform.example>"),
    /** The address shoppers' deposit and order confirmations come from (shown under the site's name). */
    SHOPPER_MAIL_FROM: z.email().default("no-reply@dealer-platform.example"),
    /** Signs captcha challenges and form tokens; without it a random one is kept in DATA_DIR/secret. Share it across processes. */
    LEAD_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** ALTCHA cost: PBKDF2 iterations and the counter range; about a second on a mid-range phone with the defaults. */
    CAPTCHA_COST: z.coerce.number().int().min(1).default(1000),
    CAPTCHA_COUNTER_MIN: z.coerce.number().int().min(0).default(300),
    CAPTCHA_COUNTER_MAX: z.coerce.number().int().min(1).default(600),
    /**
     * Pages that opt in (app/lib/page-cache.ts) are served from memory for up to this many seconds
     * between renders; 0 turns the cache off. PAGE_CACHE_MB bounds its memory.
     */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /**
     * Requests worked on at once (server/admission.ts); the rest wait in arrival order, at most
     * ADMISSION_QUEUE of them for at most ADMISSION_WAIT_MS, and any beyond get 503 with Retry-After.
     */
    ADMISSION_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(4),
    ADMISSION_QUEUE: z.coerce.number().int().min(0).max(100_000).default(1000),
    ADMISSION_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Raw analytics events (POST /api/events) are deleted this many days after they were stored. */
    ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    DELIVERY_WORKER: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /**
     * Proxies whose X-Forwarded-For/-Proto/-Host count, comma-separated: IP addresses, CIDR ranges, or
     * Express's names loopback, linklocal, uniquelocal. Unset: none, so the client address is the
     * connection's peer. List only a proxy that overwrites these headers.
     */
    TRUSTED_PROXIES: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().refine(isProxySpec, "each entry must be an IP address, a CIDR range, loopback, linklocal or uniquelocal"))),
    /**
     * Stripe (sites whose reservations.provider is "stripe"; start-up refuses such a site without all
     * three keys). The secret key stays on the server; the publishable key goes to the browser's
     * Stripe.js; the webhook secret is each endpoint's signing secret, comma-separated when Stripe
     * posts to several endpoints (one per site host), each with its own.
     */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key, sk_test_... or sk_live_...")
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key, pk_test_... or pk_live_...")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^whsec_\w+$/, "each must be a webhook signing secret, whsec_...")).min(1))
      .optional(),
    /** Stripe's API and Stripe.js; tests point both at a local stand-in (tests/support/stripe-stand-in.ts). */
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.stripe.com"),
    STRIPE_JS_URL: z.url({ protocol: /^https?$/ }).default("https://js.stripe.com/v3/"),
    /**
     * Text messages (the sign-in code): `log` writes them to the server log (the default, for demos
     * and tests); `clicksend` sends them through ClickSend's REST API with these credentials.
     */
    SMS_PROVIDER: z.enum(["log", "clicksend"]).default("log"),
    CLICKSEND_USERNAME: z.string().min(1).optional(),
    CLICKSEND_API_KEY: z.string().min(1).optional(),
    /** The sender shown on the phone: an approved number or an alphanumeric ID of up to 11 characters. */
    CLICKSEND_FROM: z
      .string()
      .regex(/^(\+?\d{6,15}|[A-Za-z0-9]{1,11})$/, "must be a phone number or up to 11 letters and digits")
      .optional(),
    CLICKSEND_API_BASE: z.url({ protocol: /^https?$/ }).default("https://rest.clicksend.com"),
    /**
     * Server processes on this machine (node:cluster, one port): a number, or `auto` for one per core. More than one
     * needs DATABASE_URL: the embedded PGlite database belongs to one process (server/cluster.ts).
     */
    WEB_CONCURRENCY: z.union([z.literal("auto"), z.coerce.number().int().min(1).max(64)]).default(1),
    /**
     * The platform's own host names, comma-separated: they answer with the index of sites and the operators' console
     * (/dealer), and no site may use one. The first is the host the platform's links and passkeys are made for.
     */
    PLATFORM_HOSTS: z
      .string()
      .default("localhost,127.0.0.1,[::1]")
      .transform((v) =>
        v
          .split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z.string().refine(isPlatformHostName, "each must be a host name like admin.example.com.au (no port or path), or an IP address"),
          )
          .min(1, "must name at least one host"),
      ),
    /**
     * Where uploaded and fetched files (stock photos) are kept (app/storage): `local`, DATA_DIR/images/src, for one
     * machine; `s3`, an S3-compatible bucket, for several machines behind one address (each keeps its own /img cache).
     */
    STORAGE: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens")
      .optional(),
    /** An S3-compatible service's address, like https://s3.example.com; unset for AWS itself. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Both or neither; without them the AWS SDK's own chain (AWS_* variables, a profile, the machine's role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** true: https://host/bucket/key addressing, which most S3-compatible services need; AWS takes either. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    /** Put before every key, so one bucket can hold several installations: `dealer-platform/`. */
    S3_PREFIX: z
      .string()
      .regex(/^([a-z0-9][a-z0-9._-]*\/)*$/, "must be folder names each ending in /, like dealer-platform/")
      .default(""),
    /** Tests only: mounts /__test (server/test-fixtures.ts), where the end-to-end suite makes and deletes cars. Never set it in production. */
    E2E_FIXTURES: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === "s3" && !env.S3_BUCKET)
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "STORAGE=s3 needs the bucket's name" });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK's own credentials",
      });
    if (env.WEB_CONCURRENCY !== 1 && !env.DATABASE_URL)
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message:
          "more than one server process needs DATABASE_URL (PostgreSQL): the embedded PGlite database can be open in one process only; unset WEB_CONCURRENCY or set it to 1",
      });
  });
export type Env = z.infer<typeof EnvSchema>;

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** What Express's `trust proxy` takes in a list: an address, an address/prefix (CIDR) or one of its names. */
export function isProxySpec(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `terminal`: the server's output is a terminal, a person who ran `npm start` reading the list of sites; a JSON
 * line for every request and start-up step would bury it, so there LOG_LEVEL defaults to warn (a deployment's
 * logs, written to a pipe or a file, default to info).
 */
export function parseEnv(source: Record<string, string | undefined>, { terminal = false }: { terminal?: boolean } = {}): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  if (terminal && cleaned.LOG_LEVEL === undefined) cleaned.LOG_LEVEL = "warn";
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new Error(`Invalid environment: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  return result.data;
}
