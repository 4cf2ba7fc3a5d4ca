/**
 * What the shopper is told when Stripe declines a card (a `card_error`): one sentence that says what
 * happened and what to do, keyed by the error's `decline_code` or, failing that, its `code`
 * (https://docs.stripe.com/declines/codes). Declines the shopper should not be told the reason for
 * (lost, stolen, fraud) read as a plain decline, as Stripe advises.
 */
const DECLINED = "Your card was declined. Please try another card, or call your bank to find out why.";

const MESSAGES: Record<string, string> = {
  insufficient_funds: "Your card was declined because there isn't enough money in the account. Please try another card.",
  expired_card: "Your card has expired. Please check the expiry date, or use another card.",
  incorrect_cvc: "The security code doesn't match your card. Please check the 3 or 4 digits and try again.",
  invalid_cvc: "The security code doesn't match your card. Please check the 3 or 4 digits and try again.",
  incorrect_number: "The card number isn't right. Please check it and try again.",
  invalid_number: "The card number isn't right. Please check it and try again.",
  invalid_expiry_month: "The expiry date isn't right. Please check it and try again.",
  invalid_expiry_year: "The expiry date isn't right. Please check it and try again.",
  processing_error: "Something went wrong while your card was being processed and nothing was charged. Please try again in a moment.",
  authentication_required:
    "Your bank needs you to approve this payment and it couldn't be approved. Please try again, or use another card.",
  card_velocity_exceeded: "Your card has reached its spending limit. Please use another card, or call your bank.",
  withdrawal_count_limit_exceeded: "Your card has reached its spending limit. Please use another card, or call your bank.",
  currency_not_supported: "Your card can't be used for payments in Australian dollars. Please use another card.",
  card_not_supported: "Your card can't be used for this kind of payment. Please use another card.",
  try_again_later: "Your bank couldn't approve the payment just now and nothing was charged. Please try again in a few minutes.",
  generic_decline: DECLINED,
  card_declined: DECLINED,
  do_not_honor: DECLINED,
  lost_card: DECLINED,
  stolen_card: DECLINED,
  pickup_card: DECLINED,
  fraudulent: DECLINED,
};

export function declineMessage(error: { decline_code?: string | null; code?: string | null }): string {
  return (error.decline_code && MESSAGES[error.decline_code]) || (error.code && MESSAGES[error.code]) || DECLINED;
}
