import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdRequests, PORT, siteApi, siteUrl, waitForInteractive } from "./support";

/**
 * Issue 52: a lead reached the dealer with letters missing ('organ Ellis' for 'Morgan Ellis') when the shopper typed
 * as soon as the form showed, before its code had come (a page's form is an island: lead-form-island.tsx). Each kind
 * of lead form is typed into at full speed from its first paint, on a slowed CPU and network, five times, and every
 * character of every field must be in the stored lead. (The car's forms hid the shopper's details as their code took
 * over, to show the first of their two steps, and the rest of the typing went nowhere.)
 */

const RUNS = 5;

type Form = { kind: string; site: string; address: (request: APIRequestContext) => Promise<string> };

const carId = async (request: APIRequestContext, site: string) =>
  ((await siteApi(request, site, "/api/search?refinementList[status][0]=in_stock")).hits[0] as { id: number }).id;

/** A valuation of its own for each run (one valuation takes one lead): OLDCAR has no online estimate, so its page asks to call. */
async function sellMyCarValuation(request: APIRequestContext) {
  const res = await request.post(`http://127.0.0.1:${PORT}/sell-my-car`, {
    headers: { host: `metro-motor-group.localhost:${PORT}` },
    form: { intent: "rego", regoState: "VIC", rego: "OLDCAR" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  return res.headers().location;
}

/** The first offer on the site's offers page. */
async function firstOffer(request: APIRequestContext) {
  const res = await request.get(`http://127.0.0.1:${PORT}/special-offers`, { headers: { host: `metro-motor-group.localhost:${PORT}` } });
  const href = (await res.text()).match(/href="(\/offers\/[\w-]+\/\d+)"/)?.[1];
  expect(href).toBeTruthy();
  return href as string;
}

const FORMS: Form[] = [
  { kind: "general", site: "coastal-toyota", address: async () => "/contact" },
  { kind: "service", site: "value-used-cars", address: async () => "/service" },
  { kind: "vehicle", site: "coastal-toyota", address: async (r) => `/enquiry?form=vehicle&car_id=${await carId(r, "coastal-toyota")}` },
  { kind: "test-drive", site: "coastal-toyota", address: async (r) => `/book-test-drive?car_id=${await carId(r, "coastal-toyota")}` },
  { kind: "finance", site: "metro-motor-group", address: async (r) => `/finance?car_id=${await carId(r, "metro-motor-group")}` },
  { kind: "offer", site: "metro-motor-group", address: firstOffer },
  { kind: "sell-my-car", site: "metro-motor-group", address: sellMyCarValuation },
];

/** What the shopper types in each text field, and where the stored lead keeps it (the phone as its digits). */
const TYPED: Record<string, { text: (run: number) => string; stored: (lead: StoredLead) => string | null | undefined }> = {
  message: { text: (run) => `Morning, is it still available? Run ${run}, thanks.`, stored: (l) => l.payload.message },
  Rego: { text: (run) => `MEL${run}42`, stored: (l) => l.payload.rego },
  name: { text: () => "Morgan", stored: (l) => l.payload.contact.name },
  last_name: { text: (run) => `Ellis-Fitzgerald${run}`, stored: (l) => l.payload.contact.lastName },
  email: { text: (run) => `morgan.ellis${run}@example.com.au`, stored: (l) => l.payload.contact.email },
  phone: { text: (run) => `0412 345 67${run}`, stored: (l) => l.payload.contact.phone?.replace(/\D/g, "") },
  postcode: { text: () => "4558", stored: (l) => l.payload.contact.postcode },
};
const asStored = (name: string, text: string) => (name === "phone" ? text.replace(/\D/g, "") : text);

type StoredLead = {
  payload: {
    message: string | null;
    rego: string | null;
    testDriveAt: string | null;
    contact: { name: string; lastName: string | null; email: string; phone: string; postcode: string | null };
  };
};

/** A slow phone: the CPU four times slower, and a slow mobile connection. */
async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
}

/** The form's text fields, in the order a shopper meets them. */
const textFields = (form: Locator) =>
  form
    .locator("input:is([type=text], [type=email], [type=tel], :not([type])):not([tabindex='-1']), textarea")
    .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).name));

/** A tap on a field, or false when it stays off screen (hidden, or taken away). */
const tapped = (field: Locator) =>
  field.click({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );

/** Sends the form as it stands: the boxes and choices it needs, the robot check, then its submit button. */
async function send(page: Page, form: Locator): Promise<string | null> {
  await expect(page.locator("[data-island]").filter({ has: form })).toHaveAttribute("data-island", "ready", { timeout: 30_000 });
  const next = form.getByRole("button", { name: "Next: your details" });
  if (await next.isVisible()) await next.click();
  for (const label of [/^Preferred dealership/, /^Location/]) {
    const choice = form.getByLabel(label);
    if ((await choice.count()) && (await choice.isVisible())) await choice.selectOption({ index: 1 });
  }
  const terms = form.getByLabel(/I agree to the terms of use/);
  if (await terms.count()) await terms.check();
  await expect(form.locator("altcha-widget input[name='altcha']")).not.toHaveValue("", { timeout: 30_000 });
  await form.locator("button[type=submit]").click();
  await page.waitForURL(/\/success\?lead=/, { timeout: 20_000 }).catch(() => {});
  return new URL(page.url()).searchParams.get("lead");
}

/** One shopper: types every text field from the form's first paint, sends it, and says what did not arrive. */
async function typeAndSend(browser: Browser, request: APIRequestContext, { site, address }: Form, run: number): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await slowDown(page);
    const path = await address(request);
    await page.goto(siteUrl(site, path), { waitUntil: "commit" });
    const form = page.locator("form").filter({ has: page.locator("[name=name]") });
    await form.locator("[name=name]").waitFor({ state: "visible" });
    const names = (await textFields(form)).filter((name) => name in TYPED);
    expect(names).toEqual(expect.arrayContaining(["name", "last_name", "email", "phone", "message"]));
    const unreachable: string[] = [];
    for (const name of names) {
      // As a shopper does: a tap on the field they see, then typing at full speed. A car's form whose code came before the
      // shopper did shows its two steps, and the details are behind Next. A field taken away mid-typing takes the keys with it.
      const field = form.locator(`[name=${name}]`);
      const next = form.getByRole("button", { name: "Next: your details" });
      if (!(await field.isVisible()) && (await next.isVisible())) await next.click();
      if (await tapped(field)) await page.keyboard.type(TYPED[name].text(run));
      else unreachable.push(`${name}: not on screen to type in`);
    }
    const leadId = await send(page, form);
    if (!leadId) return [...unreachable, `not sent: ${(await form.getByRole("alert").allInnerTexts()).join(" ") || "no answer"}`];
    const res = await request.get(`http://127.0.0.1:${PORT}/__test/leads/${site}/${leadId}`);
    expect(res.ok()).toBe(true);
    const lead = (await res.json()) as StoredLead;
    return names
      .filter((name) => !unreachable.some((u) => u.startsWith(`${name}:`)))
      .filter((name) => TYPED[name].stored(lead) !== asStored(name, TYPED[name].text(run)))
      .map((name) => `${name}: ${JSON.stringify(TYPED[name].stored(lead))} for ${JSON.stringify(asStored(name, TYPED[name].text(run)))}`)
      .concat(unreachable);
  } finally {
    await context.close();
  }
}

for (const form of FORMS) {
  test(`${form.kind}: typed at full speed from the first paint on a slow phone, every character reaches the stored lead`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(RUNS * 45_000);
    const lost: string[] = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const problem of await typeAndSend(browser, request, form, run)) lost.push(`run ${run}: ${problem}`);
    }
    expect(lost, `${new Set(lost.map((l) => l.split(":")[0])).size} of ${RUNS} runs lost typing`).toEqual([]);
  });
}

/** What the form's code takes over. The island's code is held back until the shopper has chosen, as on a slow phone. */
const FORM_CODE = /\/assets\/lead-form-(?!island)[\w-]+\.js$/;
/** The checks the form runs in the browser (lead-schema.ts), a chunk of their own. */
const CHECKS_CODE = /\/assets\/lead-schema-[\w-]+\.js$/;

/**
 * Issue 52: the test drive's time, chosen from the server's one list (and its date from the date list, shown as soon as
 * the page has JavaScript) before the form's code came, was dropped when the code replaced the list with the chosen
 * day's times. Run 1 picks a date and then a time that day; run 2 only a time, as a shopper skipping the date does.
 */
test("test-drive: a date and time chosen before the form's code has come stay chosen, and reach the stored lead", async ({
  browser,
  request,
}) => {
  test.setTimeout(2 * 60_000);
  const lost: string[] = [];
  for (const run of [1, 2]) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await slowDown(page);
      const { release } = await holdRequests(page, FORM_CODE);
      await page.goto(siteUrl("coastal-toyota", `/book-test-drive?car_id=${await carId(request, "coastal-toyota")}`), {
        waitUntil: "commit",
      });
      const form = page.locator("form").filter({ has: page.locator("[name=name]") });
      const dates = form.getByLabel(/^Preferred date \(optional/);
      const times = form.locator("select[name=dateTime]");
      await times.waitFor({ state: "visible" });
      const days = await dates.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      const day = days[run + 1];
      if (run === 1) await dates.selectOption(day);
      const dayTimes = await times
        .locator(`option[value^="${day}T"]`)
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      const time = dayTimes[2];
      await times.selectOption(time);
      await expect(page.locator("[data-island]").filter({ has: form }), "chosen before the form's code came").toHaveAttribute(
        "data-island",
        "",
      );
      release();
      await expect(page.locator("[data-island]").filter({ has: form })).toHaveAttribute("data-island", "ready", { timeout: 30_000 });
      await expect(form.getByLabel(/^Preferred time/)).toBeVisible();
      if ((await dates.inputValue()) !== day) lost.push(`run ${run}: date ${JSON.stringify(await dates.inputValue())} for ${day}`);
      if ((await times.inputValue()) !== time) lost.push(`run ${run}: time ${JSON.stringify(await times.inputValue())} for ${time}`);
      for (const name of ["name", "last_name", "email", "phone", "message"])
        await form.locator(`[name=${name}]`).fill(TYPED[name].text(run));
      const leadId = await send(page, form);
      if (!leadId) {
        lost.push(`run ${run}: not sent: ${(await form.getByRole("alert").allInnerTexts()).join(" ") || "no answer"}`);
        continue;
      }
      const res = await request.get(`http://127.0.0.1:${PORT}/__test/leads/coastal-toyota/${leadId}`);
      const stored = ((await res.json()) as StoredLead).payload.testDriveAt;
      if (stored !== time) lost.push(`run ${run}: stored testDriveAt ${JSON.stringify(stored)} for ${time}`);
    } finally {
      await context.close();
    }
  }
  expect(lost).toEqual([]);
});

/**
 * Issue 52: in a car page's lead dialog, Next moved focus to First name only once the checks' code had come (and a frame
 * later), so what the shopper typed straight after pressing it went nowhere. The checks' code is held back meanwhile.
 */
test("a car page's dialog: typed straight after Next on a slow phone, every character is in First name", async ({ page, request }) => {
  const hit = (
    await siteApi(request, "metro-motor-group", "/api/search?refinementList[status][0]=in_stock&refinementList[car_type][0]=used")
  ).hits[0] as { path: string };
  await slowDown(page);
  await page.goto(siteUrl("metro-motor-group", hit.path));
  await waitForInteractive(page);
  const { release } = await holdRequests(page, CHECKS_CODE);
  await page.getByRole("complementary", { name: "Price and dealer" }).getByRole("button", { name: "Enquire Now" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^Message/).fill("Still available?", { timeout: 30_000 });
  await dialog.getByRole("button", { name: "Next: your details" }).click();
  await page.keyboard.type("Morgan");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ellis-Fitzgerald");
  release();
  await expect(dialog.getByText("Step 2 of 2: your details")).toBeVisible();
  await expect(dialog.getByLabel("First name")).toHaveValue("Morgan");
  await expect(dialog.getByLabel("Last name")).toHaveValue("Ellis-Fitzgerald");
});
