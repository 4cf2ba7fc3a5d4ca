import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { PORT } from "./support";

/** A mobile number of this run's own, so per-number limits and other runs' codes never carry over. */
export const freshMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const e164 = (mobile: string) => `+61${mobile.slice(1)}`;

/** The code the log SMS provider "sent" to the number on the site (the e2e server keeps its messages for this hook). */
export async function smsCode(request: APIRequestContext, site: string, mobile: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const res = await request.get(`http://127.0.0.1:${PORT}/__test/sms/${site}/${encodeURIComponent(e164(mobile))}`);
      code = res.ok() ? (/^(\d{6}) /.exec(((await res.json()) as { body: string }).body)?.[1] ?? "") : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs in on the sign-in page the browser is on: the number, then the texted code. */
export async function signInBySms(page: Page, request: APIRequestContext, site: string, mobile: string) {
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByText(/We sent a code to 04\d\d \*\*\* \d{3}\./)).toBeVisible();
  await page.getByLabel("6-digit code").fill(await smsCode(request, site, mobile));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The sign-in link in the newest e-mail sent to `email` since `asked` (the e2e server's /__test/mail hook), once it comes. */
export async function mailedSignInLink(request: APIRequestContext, email: string, asked: number): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const res = await request.get(`http://127.0.0.1:${PORT}/__test/mail/${encodeURIComponent(email)}`);
      const mail = res.ok() ? ((await res.json()) as { text: string; at: string }) : null;
      link =
        mail && new Date(mail.at).getTime() >= asked - 1000 ? (/(\S+\/dealer\/sign-in\/link\?token=\S+)/.exec(mail.text)?.[1] ?? "") : "";
      return link;
    })
    .not.toBe("");
  return link;
}

/**
 * Signs a person in to the console at `base` (a site's or the platform's origin) the way they do: the e-mail form,
 * then the link from the newest e-mail sent to them since (read through the e2e server's /__test/mail hook).
 * Each person is sent at most 3 links in 15 minutes: a spec signs in someone no other spec does.
 */
export async function signInToConsoleByLink(page: Page, request: APIRequestContext, origin: string, email: string, redirect = "/dealer") {
  const base = origin.replace(/\/$/, "");
  await page.goto(`${base}/dealer/sign-in?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel("Work e-mail address").fill(email);
  const asked = Date.now();
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByText(/we've e-mailed it a sign-in link/)).toBeVisible();
  const url = new URL(await mailedSignInLink(request, email, asked));
  await page.goto(`${base}${url.pathname}${url.search}`);
}
