import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";

export type MailMessage = SendMailOptions & { to: string; subject: string };
/** A message as sent, kept for the end-to-end suite's /__test hook (E2E_FIXTURES only). */
export type SentMail = { to: string; subject: string; text: string; at: Date };

export type Mailer = {
  /** `file`: the .eml file's name (without extension) when there is no SMTP server. */
  send(message: MailMessage, file: string): Promise<void>;
  close(): void;
};

/**
 * The platform's one way to send e-mail: over SMTP, or without SMTP settings written as .eml files under the data
 * directory, so a demo loses nothing and a person can open what would have been sent.
 */
export function createMailer(options: { smtpUrl?: string; mailDir: string; sent?: SentMail[] }): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message, file) {
      const info = await transport.sendMail(message);
      options.sent?.push({ to: message.to, subject: message.subject, text: String(message.text ?? ""), at: new Date() });
      if (options.sent && options.sent.length > 200) options.sent.shift();
      if (!options.smtpUrl) {
        mkdirSync(options.mailDir, { recursive: true });
        writeFileSync(join(options.mailDir, `${file.replace(/[^\w.@-]/g, "_")}.eml`), (info as unknown as { message: Buffer }).message);
      }
    },
    close: () => transport.close(),
  };
}
