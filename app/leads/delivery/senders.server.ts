import { oneLine } from "~/lib/clean-input";
import { carTitle } from "~/domain/vehicle/car-name";
import { createHash, createHmac } from "node:crypto";
import { noticeKey } from "~/domain/reserve/shopper-notice";
import { createMailer, type MailMessage, type SentMail } from "~/lib/mailer.server";
import type { DeliveryTarget } from "~/sites/site-config";
import type { LeadRecord } from "~/leads/lead-record";
import { leadToAdf } from "./adf";
import type { SmsProvider } from "~/lib/sms/sms-provider";
import type { ShopperEmailTarget, ShopperSmsTarget } from "./delivery-queries.server";
import { shopperConfirmation } from "./shopper-confirmation";
import { shopperNoticeMessage } from "./shopper-notice-message";
import { shopperNoticeSms } from "./shopper-notice-sms";
import { consoleLeadUrl, staffNotification } from "./staff-notification";

type EmailTarget = Extract<DeliveryTarget, { channel: "email" }>;
type WebhookTarget = Extract<DeliveryTarget, { channel: "webhook" }>;

export type Senders = {
  email(lead: LeadRecord, target: EmailTarget): Promise<void>;
  /** The shopper's confirmation of a deposit or an order (shopper-confirmation.ts), or a notice of a later change (shopper-notice-message.ts). */
  shopperEmail(lead: LeadRecord, target: Omit<ShopperEmailTarget, "channel">): Promise<void>;
  /** The text beside a reservation notice (shopper-notice-sms.ts), through the platform's SMS provider. */
  shopperSms(lead: LeadRecord, target: Omit<ShopperSmsTarget, "channel">): Promise<void>;
  /** A dealership's staff notification, a person's read (app/leads/delivery/staff-notification.ts). */
  staffEmail(lead: LeadRecord, target: { to: string }): Promise<void>;
  webhook(lead: LeadRecord, target: WebhookTarget): Promise<void>;
};

export const SIGNATURE_HEADER = "X-Lead-Signature";
const WEBHOOK_TIMEOUT_MS = 10_000;

export const webhookSignature = (secret: string, body: string) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

function subject(lead: LeadRecord): string {
  const about = lead.car ? `${carTitle(lead.car)} (${lead.car.stocknum})` : (lead.subcategory ?? lead.category);
  // Leads stored before the input boundary refused control characters may still hold some.
  return oneLine(`New ${lead.category} lead: ${about} from ${[lead.contact.name, lead.contact.lastName].filter(Boolean).join(" ")}`);
}

/** A dealership's staff notification: the staff answer the shopper by replying. */
function staffMail(lead: LeadRecord, to: string, from: string): MailMessage {
  const {
    subject: title,
    text,
    html,
  } = staffNotification(lead, { origin: lead.siteUrl, consoleUrl: consoleLeadUrl(lead.siteUrl, lead.id) });
  const shopper = [lead.contact.name, lead.contact.lastName].filter(Boolean).join(" ");
  return {
    from,
    replyTo: { name: oneLine(shopper), address: lead.contact.email },
    to,
    subject: title,
    text,
    html,
    messageId: `<${lead.id}.staff.${createHash("sha256").update(to).digest("hex").slice(0, 16)}@leads.dealer-platform>`,
  };
}

/**
 * Senders over SMTP (the ADF document is the message body, as CRMs parse it) and HTTPS. Without
 * SMTP settings, mail is written as .eml files under the data directory, so a demo loses nothing.
 * Every message names the lead id (Message-ID, X-Lead-Id, the JSON body) for the receiver to
 * drop a duplicate: delivery is at least once.
 */
export function createSenders(options: {
  smtpUrl?: string;
  mailDir: string;
  from: string;
  /** The address shoppers' confirmations come from; the site's name is its display name. */
  shopperFrom?: string;
  /** Tests only: the messages sent. */
  sent?: SentMail[];
  /** Where the staff's notifications come from (the console's address); else `from`. */
  staffFrom?: string;
  /** The platform's SMS provider (SMS_PROVIDER: the one sign-in codes go through); without one a text job fails and is retried. */
  sms?: SmsProvider;
}): Senders & { close(): void } {
  const mailer = createMailer(options);
  const send = (lead: LeadRecord, message: MailMessage, key = "") =>
    mailer.send({ ...message, headers: { "X-Lead-Id": lead.id } }, `${lead.id}-${message.to}${key}`);
  return {
    async email(lead, target) {
      await send(lead, {
        from: options.from,
        to: target.to,
        subject: subject(lead),
        text: leadToAdf(lead),
        messageId: `<${lead.id}@leads.dealer-platform>`,
      });
    },
    async shopperEmail(lead, target) {
      const { notice } = target;
      const message = notice ? shopperNoticeMessage(lead, notice) : { ...shopperConfirmation(lead), html: undefined };
      const key = notice ? `.${noticeKey(notice)}` : "";
      await send(
        lead,
        {
          from: { name: lead.siteName, address: options.shopperFrom ?? "no-reply@dealer-platform.example" },
          replyTo: lead.location?.email ?? lead.vendor.email ?? undefined,
          to: target.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${lead.id}.shopper${key}@leads.dealer-platform>`,
        },
        key,
      );
    },
    async shopperSms(lead, target) {
      if (!options.sms) throw new Error("No SMS provider on this server: the text waits for one.");
      // A provider that throws (ClickSend refused it, no answer) leaves the job to the outbox's retries.
      await options.sms.send({ to: target.to, body: shopperNoticeSms(lead, target.notice), siteSlug: lead.siteSlug });
    },
    async staffEmail(lead, target) {
      await send(lead, staffMail(lead, target.to, options.staffFrom ?? options.from), ".staff");
    },
    async webhook(lead, target) {
      const body = JSON.stringify({ lead_id: lead.id, lead });
      const res = await fetch(target.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          [SIGNATURE_HEADER]: webhookSignature(target.secret, body),
          "X-Lead-Id": lead.id,
          "Idempotency-Key": lead.id,
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`Webhook answered ${res.status}`);
    },
    close: () => mailer.close(),
  };
}
