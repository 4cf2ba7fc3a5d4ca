import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { LeadServices } from "./lead-services";
import type { TradeInHandOff } from "./lead-trade-in";

/** The signing secret: LEAD_SECRET when set, else one generated once and kept in the data directory. */
export function loadOrCreateSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, "secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createLeadServices(options: {
  secret: string;
  captchaCost: number;
  counterMin: number;
  counterMax: number;
  onLeadStored?: () => void;
  tradeIns?: TradeInHandOff;
}): LeadServices {
  return {
    secret: options.secret,
    captcha: {
      secret: options.secret,
      cost: options.captchaCost,
      counterMin: options.counterMin,
      counterMax: options.counterMax,
      lifetimeSeconds: 20 * 60,
    },
    onLeadStored: options.onLeadStored ?? (() => {}),
    tradeIns: options.tradeIns ?? null,
  };
}
