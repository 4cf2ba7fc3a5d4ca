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
