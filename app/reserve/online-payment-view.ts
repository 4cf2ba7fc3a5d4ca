/** What /online-payment shows (browser-safe: the page's component renders it). */

export type PaymentRequestView = {
  id: string;
  /** The car reserved, and its page while it is listed. */
  car: string;
  carHref: string;
  /** "$1,500". */
  amount: string;
  description: string;
  /** Where it stands for the shopper: an attempt given up reads as requested again. */
  status: "requested" | "paying" | "paid" | "cancelled";
  statusLabel: string;
  /** dd/mm/yyyy in the site's time zone. */
  requestedOn: string;
  paidOn: string | null;
  /** Why the last attempt did not go through, while it is still to pay. */
  lastDecline: string | null;
};

export type OnlinePaymentView = {
  siteName: string;
  /** The signed-in number, masked ("0412 *** 678"). */
  phone: string;
  /** The request just paid (`?paid=`), for the thank-you line. */
  justPaid: { amount: string; description: string } | null;
  /** The built-in test provider: the form says which test cards to use. */
  testPayments: boolean;
  /** Stripe.js's publishable key and address on a Stripe site. */
  stripe: { publishableKey: string; jsUrl: string } | null;
  /** False when the site's provider is not set up on this server (the page says so instead of a form). */
  canPay: boolean;
  requests: PaymentRequestView[];
};
