import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, request as httpRequest, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the parts of Stripe's API the platform uses, for tests on machines with no
 * outside network. It answers as Stripe documents (https://docs.stripe.com/api) whoever asks (the
 * official `stripe` package, whose requests it records with their Stripe-Version and User-Agent, or
 * a plain fetch): form-encoded requests with the secret key as a Bearer token; parameters it does
 * not know refused with 400 `parameter_unknown`, as Stripe refuses them; the request's
 * `Stripe-Version` (else the account's default) decides what the version changed: from
 * 2026-09-30.endive a PaymentIntent takes `allowed_payment_method_types`, and `payment_method_types`
 * is unknown (before it, the other way round); PaymentIntents confirmed with Stripe's test
 * PaymentMethods (https://docs.stripe.com/testing#cards); 402 `card_error`s in Stripe's error shape;
 * `requires_action` for the 3-D Secure test card; refunds; Idempotency-Key replays (same key and
 * parameters: the first answer again, with `Idempotent-Replayed: true`; other parameters: 400
 * idempotency_error). It records the events Stripe would send, rendered at the webhook endpoint's
 * API version, and delivers them to our webhook signed as Stripe signs (or badly signed, on
 * request). It also serves a small Stripe.js (stripe-js-stand-in.js) for browser tests: a card
 * field, PaymentMethods from the test card numbers, and a 3-D Secure step whose outcome is
 * delivered to the webhook like Stripe's.
 */

export type StripeEvent = { id: string; object: "event"; type: string; created: number; data: { object: Record<string, unknown> } };
export type Recorded = {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
  /** The `Stripe-Version` header, when the caller pinned one. */
  stripeVersion: string | null;
  userAgent: string | null;
};
export type Failure = "500" | "reset" | "hang" | "answer-lost";

type Behaviour = "succeeds" | "requires_action" | { code: string; decline_code?: string; message: string; param?: string };

/** Stripe's test PaymentMethods (https://docs.stripe.com/testing?testing-method=payment-methods) and what confirming each does. */
const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; behaviour: Behaviour }> = {
  pm_card_visa: { brand: "visa", last4: "4242", behaviour: "succeeds" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", behaviour: "succeeds" },
  pm_card_chargeDeclined: {
    brand: "visa",
    last4: "0002",
    behaviour: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    behaviour: { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: "visa",
    last4: "0069",
    behaviour: { code: "expired_card", decline_code: "expired_card", message: "Your card has expired.", param: "exp_month" },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: "visa",
    last4: "0127",
    behaviour: { code: "incorrect_cvc", decline_code: "incorrect_cvc", message: "Your card's security code is incorrect.", param: "cvc" },
  },
  pm_card_threeDSecure2Required: { brand: "visa", last4: "3220", behaviour: "requires_action" },
};
/** The test card numbers behind them, for the browser's card field. */
const TEST_CARD_NUMBERS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "5555555555554444": "pm_card_mastercard",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000000000000069": "pm_card_chargeDeclinedExpiredCard",
  "4000000000000127": "pm_card_chargeDeclinedIncorrectCvc",
  "4000000000003220": "pm_card_threeDSecure2Required",
};

/** The first API version (2026-09-30.endive) where PaymentIntents take `allowed_payment_method_types` instead of `payment_method_types`. */
const ALLOWED_TYPES_FROM = "2026-09-30";
const since = (version: string, date: string) => version.slice(0, 10) >= date;

/** The parameters each endpoint knows (by their top-level name), as of `version`; Stripe refuses any other. */
function knownParams(method: string, path: string, version: string): readonly string[] | null {
  if (method === "POST" && path === "/v1/payment_intents")
    return [
      "amount",
      "currency",
      "confirm",
      "payment_method",
      since(version, ALLOWED_TYPES_FROM) ? "allowed_payment_method_types" : "payment_method_types",
      "automatic_payment_methods",
      "use_stripe_sdk",
      "description",
      "metadata",
      "capture_method",
      "confirmation_method",
      "customer",
      "receipt_email",
      "return_url",
      "statement_descriptor_suffix",
      "error_on_requires_action",
      "expand",
    ];
  if (method === "POST" && path === "/v1/refunds") return ["payment_intent", "charge", "amount", "reason", "metadata", "expand"];
  if (method === "GET" && path === "/v1/refunds")
    return ["payment_intent", "charge", "limit", "starting_after", "ending_before", "created", "expand"];
  return null;
}

/** A list parameter's values, however the client wrote it (`name[]=a` or `name[0]=a`). */
function listParam(params: Record<string, string>, name: string): string[] {
  return Object.entries(params)
    .filter(([key]) => key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key))
    .map(([, value]) => value);
}

type Intent = Record<string, unknown> & { id: string; amount: number; currency: string; status: string; metadata: Record<string, string> };

export type StripeStandIn = {
  url: string;
  /** Every API request, in order (the browser's PaymentMethod requests included). */
  requests: Recorded[];
  /** The events Stripe would have sent, in order. */
  events: StripeEvent[];
  intents: Map<string, Intent>;
  /** The next `times` API requests fail this way ("answer-lost": done, then the connection is cut before the answer). */
  failNext(failure: Failure, times?: number): void;
  /** Completes or fails a PaymentIntent's 3-D Secure step, as the shopper would in Stripe's window; returns its event. */
  authenticate(paymentIntentId: string, outcome: "complete" | "fail"): StripeEvent;
  /** Where events go; with `auto`, each is delivered as it happens (browser tests). */
  webhookTo(target: WebhookTarget & { auto?: boolean }): void;
  /** Posts an event to the webhook, signed with the secret (or `sign.secret`), at `sign.timestamp` (default the clock's now). */
  deliver(
    event: StripeEvent,
    sign?: { secret?: string; timestamp?: number; body?: string; header?: string },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
};
export type WebhookTarget = { port: number; host: string; path?: string };

export async function startStripeStandIn(options: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  clock?: () => Date;
  /** The account's default API version (a request without Stripe-Version is read at it) and the webhook endpoint's; the `stripe` package's pinned one unless given. */
  apiVersion?: string;
}): Promise<StripeStandIn> {
  const clock = options.clock ?? (() => new Date());
  const accountVersion = options.apiVersion ?? Stripe.API_VERSION;
  const seconds = () => Math.floor(clock().getTime() / 1000);
  const requests: Recorded[] = [];
  const events: StripeEvent[] = [];
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, Record<string, unknown>>();
  const browserMethods = new Map<string, string>();
  const replays = new Map<string, { hash: string; status: number; body: unknown }>();
  const failures: Failure[] = [];
  const sockets = new Set<Socket>();
  let target: (WebhookTarget & { auto?: boolean }) | null = null;
  let counter = 0;
  const id = (prefix: string) => `${prefix}_standin${String(++counter).padStart(6, "0")}${randomBytes(4).toString("hex")}`;
  const stripeJs = readFileSync(new URL("./stripe-js-stand-in.js", import.meta.url), "utf8");

  const emit = (type: string, object: Record<string, unknown>): StripeEvent => {
    const event: StripeEvent = { id: id("evt"), object: "event", type, created: seconds(), data: { object: structuredClone(object) } };
    Object.assign(event, {
      api_version: accountVersion,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    events.push(event);
    if (target?.auto) void deliver(event).catch(() => {});
    return event;
  };

  const deliver: StripeStandIn["deliver"] = (event, sign = {}) => {
    if (!target) throw new Error("webhookTo() first");
    const { port, host, path = "/api/payments/stripe/webhook" } = target;
    const body = sign.body ?? JSON.stringify(event, null, 2);
    const header =
      sign.header ??
      Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: sign.secret ?? options.webhookSecret,
        timestamp: sign.timestamp ?? seconds(),
      });
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path,
          method: "POST",
          headers: {
            host,
            "content-type": "application/json; charset=utf-8",
            "content-length": Buffer.byteLength(body),
            "stripe-signature": header,
            "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  };

  const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({
    status,
    body: { error: { type, message, ...extra } },
  });

  /** Confirms a new PaymentIntent with a test PaymentMethod, as `POST /v1/payment_intents` with confirm=true does. */
  function createIntent(params: Record<string, string>, version: string): { status: number; body: unknown } {
    for (const name of ["amount", "currency"])
      if (!params[name])
        return error(400, "invalid_request_error", `Missing required param: ${name}.`, { code: "parameter_missing", param: name });
    if (!/^\d+$/.test(params.amount) || Number(params.amount) < 50)
      return error(400, "invalid_request_error", "Amount must be at least $0.50 aud", { code: "amount_too_small", param: "amount" });
    const methodId = params.payment_method;
    const method = TEST_PAYMENT_METHODS[browserMethods.get(methodId) ?? methodId];
    if (!method)
      return error(400, "invalid_request_error", `No such PaymentMethod: '${methodId}'`, {
        code: "resource_missing",
        param: "payment_method",
      });
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      const m = /^metadata\[(.+)\]$/.exec(key);
      if (m) metadata[m[1]] = value;
    }
    const allowedTypes = listParam(params, since(version, ALLOWED_TYPES_FROM) ? "allowed_payment_method_types" : "payment_method_types");
    const intentId = id("pi");
    const intent: Intent = {
      id: intentId,
      object: "payment_intent",
      amount: Number(params.amount),
      amount_received: 0,
      currency: params.currency,
      status: "requires_confirmation",
      client_secret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
      confirmation_method: "automatic",
      capture_method: "automatic",
      created: seconds(),
      description: params.description ?? null,
      livemode: false,
      metadata,
      payment_method: methodId,
      ...(since(version, ALLOWED_TYPES_FROM)
        ? { allowed_payment_method_types: allowedTypes.length ? allowedTypes : null, payment_method_types: ["card"] }
        : { payment_method_types: allowedTypes.length ? allowedTypes : ["card"] }),
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
    };
    intents.set(intentId, intent);
    if (params.confirm !== "true") return { status: 200, body: intent };
    const { behaviour } = method;
    if (behaviour === "succeeds") return { status: 200, body: succeed(intent) };
    if (behaviour === "requires_action") {
      Object.assign(intent, {
        status: "requires_action",
        next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: `${url}/3ds/${intentId}` } },
      });
      return { status: 200, body: intent };
    }
    const charge = id("ch");
    const lastError = {
      type: "card_error",
      charge,
      doc_url: `https://stripe.com/docs/error-codes/${behaviour.code.replaceAll("_", "-")}`,
      ...behaviour,
    };
    Object.assign(intent, {
      status: "requires_payment_method",
      latest_charge: charge,
      last_payment_error: lastError,
      payment_method: null,
    });
    emit("payment_intent.payment_failed", intent);
    return error(402, "card_error", behaviour.message, { ...lastError, payment_intent: intent });
  }

  function succeed(intent: Intent): Intent {
    Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: id("ch"), next_action: null });
    emit("payment_intent.succeeded", intent);
    return intent;
  }

  function authenticate(intentId: string, outcome: "complete" | "fail"): StripeEvent {
    const intent = intents.get(intentId);
    if (intent?.status !== "requires_action") throw new Error(`${intentId} is not waiting for 3-D Secure`);
    if (outcome === "complete") {
      succeed(intent);
    } else {
      Object.assign(intent, {
        status: "requires_payment_method",
        next_action: null,
        last_payment_error: {
          type: "invalid_request_error",
          code: "payment_intent_authentication_failure",
          message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
        },
      });
      emit("payment_intent.payment_failed", intent);
    }
    return events[events.length - 1];
  }

  function refund(params: Record<string, string>): { status: number; body: unknown } {
    const intent = intents.get(params.payment_intent ?? "");
    if (!intent)
      return error(400, "invalid_request_error", `No such payment_intent: '${params.payment_intent}'`, { code: "resource_missing" });
    if (intent.status !== "succeeded")
      return error(400, "invalid_request_error", "This PaymentIntent does not have a successful charge to refund.", {
        code: "charge_not_refundable",
      });
    if ([...refunds.values()].some((r) => r.payment_intent === intent.id))
      return error(400, "invalid_request_error", `Charge ${intent.latest_charge} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    const amount = params.amount ? Number(params.amount) : intent.amount;
    const made = {
      id: id("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      status: "succeeded",
      created: seconds(),
    };
    refunds.set(made.id, made);
    emit("charge.refunded", {
      id: intent.latest_charge,
      object: "charge",
      amount: intent.amount,
      amount_refunded: amount,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: amount >= intent.amount,
      status: "succeeded",
      metadata: {},
      billing_details: { name: null, email: null },
    });
    return { status: 200, body: made };
  }

  /** The browser's Stripe.js: a PaymentMethod from a test card number, authorised by the publishable key. */
  function paymentMethod(params: Record<string, string>): { status: number; body: unknown } {
    if (params.key !== options.publishableKey) return error(401, "invalid_request_error", "Invalid API Key provided.");
    const number = (params["card[number]"] ?? "").replace(/\s/g, "");
    const testMethod = TEST_CARD_NUMBERS[number];
    if (!testMethod) return error(402, "card_error", "Your card number is incorrect.", { code: "incorrect_number", param: "number" });
    const made = id("pm");
    browserMethods.set(made, testMethod);
    const { brand, last4 } = TEST_PAYMENT_METHODS[testMethod];
    return { status: 200, body: { id: made, object: "payment_method", type: "card", card: { brand, last4 } } };
  }

  function route(
    req: IncomingMessage,
    params: Record<string, string>,
    path: string,
    version: string,
  ): { status: number; body: unknown; replayable?: boolean } {
    if (path.startsWith("/v1/payment_methods") && req.method === "POST") return paymentMethod(params);
    if (path === "/__standin/authenticate" && req.method === "POST") {
      if (params.key !== options.publishableKey) return error(401, "invalid_request_error", "Invalid API Key provided.");
      const intentId = (params.client_secret ?? "").split("_secret_")[0];
      const intent = intents.get(intentId);
      if (!intent || intent.client_secret !== params.client_secret) return error(400, "invalid_request_error", "No such payment_intent.");
      authenticate(intentId, params.outcome === "complete" ? "complete" : "fail");
      return intent.status === "succeeded"
        ? { status: 200, body: { id: intent.id, object: "payment_intent", status: intent.status } }
        : { status: 402, body: { error: intent.last_payment_error } };
    }
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return error(401, "invalid_request_error", `Invalid API Key provided: ${String(req.headers.authorization ?? "").slice(7, 15)}***`);
    const known = knownParams(req.method ?? "", path, version);
    const unknown = known && Object.keys(params).find((key) => !known.includes(key.replace(/\[.*$/, "")));
    if (unknown) {
      const name = unknown.replace(/\[.*$/, "");
      // Refused before the endpoint runs: Stripe keeps no idempotent answer for it.
      return error(400, "invalid_request_error", `Received unknown parameter: ${name}`, { code: "parameter_unknown", param: name });
    }
    if (path === "/v1/payment_intents" && req.method === "POST") return { ...createIntent(params, version), replayable: true };
    if (path === "/v1/refunds" && req.method === "POST") return { ...refund(params), replayable: true };
    if (path === "/v1/refunds" && req.method === "GET") {
      const data = [...refunds.values()].filter((r) => r.payment_intent === params.payment_intent).reverse();
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/refunds" } };
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${path}).`);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => answer(req, res, Buffer.concat(chunks).toString("utf8")));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  function answer(req: IncomingMessage, res: ServerResponse, text: string) {
    const parsed = new URL(req.url ?? "/", "http://stand-in");
    const path = parsed.pathname;
    // Stripe.js is fetched by the browser's pages, which other origins serve: it may be read cross-origin.
    res.setHeader("Access-Control-Allow-Origin", "*");
    if (req.method === "GET" && path === "/v3/") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" }).end(stripeJs);
      return;
    }
    const params = Object.fromEntries(req.method === "GET" ? parsed.searchParams : new URLSearchParams(text));
    const idempotencyKey = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : null;
    const authorization = typeof req.headers.authorization === "string" ? req.headers.authorization : null;
    const stripeVersion = typeof req.headers["stripe-version"] === "string" ? req.headers["stripe-version"] : null;
    const version = stripeVersion ?? accountVersion;
    requests.push({
      method: req.method ?? "",
      path,
      params,
      idempotencyKey,
      authorization,
      stripeVersion,
      userAgent: req.headers["user-agent"] ?? null,
    });
    const failure = path.startsWith("/v1/") && !path.startsWith("/v1/payment_methods") ? failures.shift() : undefined;
    if (failure === "reset") return void req.socket.destroy();
    if (failure === "hang") return;
    if (failure === "500") {
      res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify(error(500, "api_error", "Something went wrong.").body));
      return;
    }
    const send = (status: number, body: unknown, replayed = false) => {
      if (failure === "answer-lost") return void req.socket.destroy();
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": `req_${randomBytes(7).toString("hex")}`,
        "stripe-version": version,
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        ...(replayed ? { "idempotent-replayed": "true" } : {}),
      });
      res.end(JSON.stringify(body));
    };
    const hash = createHash("sha256").update(`${req.method} ${path} ${text}`).digest("hex");
    const previous = idempotencyKey && req.method === "POST" ? replays.get(idempotencyKey) : undefined;
    if (previous) {
      if (previous.hash === hash) return send(previous.status, previous.body, true);
      const mismatch = error(
        400,
        "idempotency_error",
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      );
      return send(mismatch.status, mismatch.body);
    }
    const result = route(req, params, path, version);
    // Stripe keeps the answer of a request that reached its logic, errors included, under its key.
    if (idempotencyKey && result.replayable) replays.set(idempotencyKey, { hash, status: result.status, body: result.body });
    send(result.status, result.body);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    requests,
    events,
    intents,
    failNext: (failure, times = 1) => failures.push(...Array(times).fill(failure)),
    authenticate,
    webhookTo: (to) => {
      target = to;
    },
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
