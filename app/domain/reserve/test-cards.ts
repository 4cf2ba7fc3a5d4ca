/**
 * The built-in test payment provider's cards: the usual test numbers (the ones Stripe documents)
 * succeed or decline as they do there, so the whole reserve flow runs here and in tests with no
 * outside network. Any other number is declined: this provider never takes a real card.
 */
export type CardFields = { cardNumber?: string; cardExpiry?: string; cardCvc?: string };
export type CardCheck = { ok: true; number: string; expMonth: number; expYear: number } | { ok: false; fields: CardFields };

const digits = (value: string) => value.replace(/[\s-]/g, "");

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Number, expiry (MM/YY, good to the end of that month) and security code, each with its own message. */
export function checkCard(input: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const fields: CardFields = {};
  const number = digits(input.number);
  if (!luhnValid(number)) fields.cardNumber = "Please enter a valid card number.";
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const expMonth = expiry ? Number(expiry[1]) : 0;
  const expYear = expiry ? (expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  if (!expiry || expMonth < 1 || expMonth > 12) fields.cardExpiry = "Please enter the expiry date as MM/YY.";
  // Cards are good until the end of their expiry month (UTC, as card networks count it).
  else if (Date.UTC(expYear, expMonth, 1) <= now.getTime()) fields.cardExpiry = "This card has expired.";
  const amex = /^3[47]/.test(number);
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(input.cvc.trim()))
    fields.cardCvc = amex ? "Please enter the 4-digit security code." : "Please enter the 3-digit security code.";
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, number, expMonth, expYear };
}

const SUCCEEDS = new Set(["4242424242424242", "5555555555554444", "378282246310005"]);
const DECLINES: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000000069": "Your card has expired.",
  "4000000000000127": "Your card's security code is incorrect.",
};

/** What the test provider does with a checked card number. */
export function testCardOutcome(number: string): { ok: true } | { ok: false; message: string } {
  if (SUCCEEDS.has(number)) return { ok: true };
  return { ok: false, message: DECLINES[number] ?? "Your card was declined. (This test payment provider takes test card numbers only.)" };
}
