import type { TradeInHandOff } from "./lead-trade-in";
import type { CaptchaSettings } from "./spam/captcha.server";

/** What the lead use cases need from the running server, passed in through the load context. */
export type LeadServices = {
  /** Signs form timers, question tokens and captcha challenges. */
  secret: string;
  captcha: CaptchaSettings;
  /** Called after a lead commits, so the delivery worker starts at once instead of at its next poll. */
  onLeadStored: () => void;
  /** The trade-in feature's side of a trade-in lead; without it (a server with no trade-in), such a lead finds no valuation. */
  tradeIns: TradeInHandOff | null;
};
