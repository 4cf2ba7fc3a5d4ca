import { chromium } from "playwright";
const [link, out = "/tmp/shots-console"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--host-resolver-rules=MAP *.localhost 127.0.0.1"] });
const base = new URL(link).origin;
const first = await browser.newContext();
const p0 = await first.newPage();
await p0.goto(link);
const state = await first.storageState();
const leadHref = await p0.locator("table a").first().getAttribute("href");
await first.close();
for (const [w, h] of [[1280, 900], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, storageState: state });
  const page = await ctx.newPage();
  for (const p of ["leads", leadHref.replace("/dealer/", ""), "leads/held", "staff", "audit", "account", "reservations"]) {
    await page.goto(`${base}/dealer/${p}`);
    await page.waitForLoadState("load");
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${p.startsWith("leads/") && p !== "leads/held" ? "lead" : p.replace("/", "-")}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
