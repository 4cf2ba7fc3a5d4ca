import { AUSTRALIAN_STATES, isStateCode } from "~/domain/australian-states";
import { formatNumber } from "~/domain/format";
import { formatPhone } from "~/domain/phone";
import type { TradeInRules } from "~/domain/trade-in/trade-in-rules";

/**
 * Plain-English Australian legal pages for a dealer's site, filled in with the dealer's own name, address and limits:
 * the demo dealers' pages, and every new site's first ones (the CLI's create and the operators' wizard). They are
 * templates: each says so, and that the dealer has it reviewed before relying on it, because a real dealer's
 * obligations depend on its own business.
 */

/** A content page (content_pages) as a template writes it. */
export type LegalPage = { slug: string; title: string; metaDescription: string; bodyMarkdown: string };

/** What the templates are filled in with. */
export type LegalFacts = {
  name: string;
  address: string;
  phone: string;
  stateName: string;
  privacyEmail: string;
  tradeIn: TradeInRules;
};
type F = LegalFacts;

/** "Coastal Toyota's", but "Value Used Cars'": a name ending in s takes the apostrophe alone. */
export const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

const templateNote = (f: F, what: string) =>
  `> This ${what} is a plain-English template prepared for ${possessive(f.name)} website. ${f.name} reviews it with its own legal adviser and updates it to match how the business actually works before relying on it.`;

export function privacyPolicy(f: F): LegalPage {
  return {
    slug: "privacy-policy",
    title: "Privacy policy",
    metaDescription: `How ${f.name} collects, uses, shares and protects your personal information under the Privacy Act 1988 and the Australian Privacy Principles.`,
    bodyMarkdown: `${templateNote(f, "privacy policy")}

${f.name} ("we", "us") respects your privacy. This policy explains what personal information we collect, why we collect it, who we share it with and how you can see or correct it. We are bound by the *Privacy Act 1988* (Cth) and the Australian Privacy Principles (APPs).

## What we collect

Depending on how you deal with us, we may collect:

- your name, phone number, email address and postcode when you send an enquiry, book a test drive or a service, or ask us to call you;
- your driver licence details when you take a test drive, so we know who is driving our car;
- your mobile number when you sign in to keep a watchlist or garage, and the cars you save there;
- details of a car you want to trade in or sell to us, such as its registration, odometer reading and condition;
- information you give us to apply for finance or insurance, which we pass to the lender or insurer you choose;
- payment details when you pay a deposit online (card numbers go straight to our payment provider; we never see or keep them);
- how you use this website: pages viewed, cars looked at and searches made, recorded without your name.

We collect most information directly from you. Sometimes we receive it from others, such as a manufacturer passing on an enquiry you made on its website, or a lender telling us the outcome of a finance application you asked us to arrange.

## Why we collect it

We use your information to answer your enquiry, arrange test drives, value your car, sell you a vehicle, arrange finance or insurance you ask for, service your vehicle, meet our legal obligations (for example, registration and consumer law records) and improve this website.

If you tick the box to hear from us, we will send you offers and news. Every marketing message tells you how to unsubscribe, as the *Spam Act 2003* requires, and you can opt out at any time.

## Who we share it with

We share your information only as needed for the purposes above, with:

- the manufacturers and distributors of the brands we sell (for warranty, recalls and customer care);
- lenders, insurers and finance brokers, when you ask us to arrange finance or insurance;
- service providers who run parts of our business for us, such as website hosting, email, text messages and payment processing;
- government agencies and registration authorities, when the law requires it.

Some of our service providers store information outside Australia. When that happens we take reasonable steps to make sure they protect it to the standard of the APPs.

We do not sell your personal information.

## Keeping it safe

We keep your information on secure systems, limit who can see it to the staff who need it, and delete or de-identify it when we no longer need it.

## Seeing and correcting your information

You can ask to see the personal information we hold about you, and ask us to correct it if it is wrong (APPs 12 and 13). Email <${f.privacyEmail}> or write to our Privacy Officer at ${f.address}. We will answer within 30 days.

## Complaints

If you think we have mishandled your information, tell our Privacy Officer first (details above) and we will respond within 30 days. If you are not satisfied with our answer, you can complain to the Office of the Australian Information Commissioner at [oaic.gov.au](https://www.oaic.gov.au) or on 1300 363 992.

## Changes to this policy

We update this policy when the way we handle information changes. The date at the foot of this page shows when it last changed. Our [terms and conditions](/terms-and-conditions) explain the rules for using this website.
`,
  };
}

export function termsAndConditions(f: F): LegalPage {
  return {
    slug: "terms-and-conditions",
    title: "Terms and conditions",
    metaDescription: `The terms for using ${possessive(f.name)} website: prices, stock, finance and trade-in estimates, online deposits and your rights under the Australian Consumer Law.`,
    bodyMarkdown: `${templateNote(f, "page")}

These terms apply when you use ${possessive(f.name)} website. By using it you agree to them. Nothing in them takes away your rights under the Australian Consumer Law.

## Prices and stock

We work hard to keep prices, specifications and photos accurate and up to date, but mistakes can happen and cars sell quickly. Please confirm the price, specifications and features of a car with us before you buy. Photos may show options or accessories a particular car does not have.

Unless a price says "drive away", it may not include government charges such as registration, stamp duty and compulsory third party insurance, or dealer delivery. We will always tell you the full price before you sign anything.

## Finance estimates

Weekly repayments and comparison rates on this site are estimates to help you plan. They are not an offer or approval of credit. Any finance is subject to the lender's assessment, and fees, charges and lending criteria apply.

## Trade-in estimates

An online trade-in estimate is a guide based on the details you give us. It is not a final offer until we have inspected your car. The [value my car terms and conditions](/pages/value-my-car-terms-and-conditions) explain how estimates work.

## Online deposits

When you pay a deposit online, the car is held for you for the time shown at checkout. If we cannot sell you the car, or the hold ends without a sale, we refund your deposit in full to the card you paid with. Your deposit is part of the price when you buy the car.

## Your rights under the Australian Consumer Law

Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major failure.

To the extent the law allows, we are not liable for loss caused by relying on information on this website without confirming it with us.

## Your information

How we handle your personal information is explained in our [privacy policy](/privacy-policy).

## Links and content

This website may link to other websites, such as manufacturers' sites. We are not responsible for their content. The text, photos and logos on this website belong to ${f.name} or are used with permission; please do not copy them without asking us.

## Governing law

These terms are governed by the law of ${f.stateName}. Questions about them can go to ${f.name}, ${f.address}, or ${f.phone}.
`,
  };
}

/** The trade-in estimate's terms (/pages/value-my-car-terms-and-conditions), with the site's own limits. */
export function valueMyCarTerms(f: F): LegalPage {
  const { validDays, maxAgeYears, maxKm, maxAgeYearsByMake } = f.tradeIn;
  const brandLimits = Object.entries(maxAgeYearsByMake).map(([make, years]) => `${years} years for a ${make}`);
  const ageLimit = brandLimits.length ? `${maxAgeYears} years old (${brandLimits.join(", ")})` : `${maxAgeYears} years old`;
  return {
    slug: "value-my-car-terms-and-conditions",
    title: "Value my car terms and conditions",
    metaDescription: `How ${possessive(f.name)} online trade-in estimate works: valid for ${validDays} days, subject to an inspection of your car, and what can change the final offer.`,
    bodyMarkdown: `${templateNote(f, "page")}

These terms apply to the online trade-in and sell-my-car estimate on ${possessive(f.name)} website.

## The estimate

1. Your estimate is a guide to what ${f.name} may pay for your vehicle. It is worked out from the registration and answers you give us, and from the prices similar vehicles have recently sold for.
2. An estimate is valid for **${validDays} days** from the day it is given. After that, please ask for a new one: used car prices change from week to week.
3. An estimate is not an offer to buy your vehicle. We make an offer only after we have inspected your vehicle, and it is confirmed in writing.

## The inspection

4. Every estimate is subject to a physical inspection of your vehicle by our team, at our premises or another place we agree with you.
5. The offer may be lower than the estimate if the vehicle is not as you described it, for example its odometer reading, service history, condition, accident damage or modifications.
6. The vehicle must be registered, roadworthy enough to drive onto our premises, and come with all its keys.

## Ownership and finance

7. You must be the registered owner of the vehicle or authorised by the owner to sell it, and show photo identification.
8. If money is owed on the vehicle, we will check the Personal Property Securities Register and pay the amount owing to your lender out of the agreed price. You receive the balance.
9. We do not buy vehicles that are recorded as written off or stolen.

## Online estimate limits

10. We can give an online estimate for vehicles up to ${ageLimit} with up to ${formatNumber(maxKm)} km. For anything else our team will still look at your vehicle and make you an offer.

## Your information

11. The details you enter are handled under our [privacy policy](/privacy-policy). We use them to value your vehicle and contact you about it.

Our general [terms and conditions](/terms-and-conditions) also apply. Questions? Call ${f.name} on ${f.phone}.
`,
  };
}

/** The legal pages every site starts with. */
export const legalPages = (f: LegalFacts): LegalPage[] => [privacyPolicy(f), termsAndConditions(f), valueMyCarTerms(f)];

type SiteForFacts = {
  slug: string;
  name: string;
  hosts: readonly string[];
  tradeIn: TradeInRules;
  dealerships: readonly {
    locations: readonly { primary: boolean; street: string; city: string; state: string; postcode: string; phone?: string }[];
  }[];
};

/**
 * A new site's facts for the templates, from its config: its main location's address and phone, and a privacy address
 * at its own domain (a placeholder the dealer corrects with the rest when the pages are reviewed).
 */
export function legalFactsOf(site: SiteForFacts): LegalFacts | null {
  const locations = site.dealerships.flatMap((d) => d.locations);
  const head = locations.find((l) => l.primary) ?? locations[0];
  if (!head) return null;
  const state = head.state.toLowerCase();
  const domain = site.hosts[0]?.replace(/^www\./, "") ?? `${site.slug.replaceAll("-", "")}.example.com.au`;
  return {
    name: site.name,
    address: `${head.street}, ${head.city} ${head.state} ${head.postcode}`,
    // The templates say "call us on {phone}"; a location without one points at the contact page instead.
    phone: head.phone ? formatPhone(head.phone) : "the number on our contact page",
    stateName: isStateCode(state) ? AUSTRALIAN_STATES[state] : head.state,
    privacyEmail: `privacy@${domain}`,
    tradeIn: site.tradeIn,
  };
}
