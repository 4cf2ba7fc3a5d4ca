import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkSiteConfig } from "./site-config-problems";
import { parseSiteConfig } from "./site-config";
import { newSiteConfig, newSiteFormSchema, STARTING_THEMES } from "./new-site";
import { checkColourPairs } from "~/domain/settings/theme-contrast";

const demo = ["coastal-toyota", "metro-motor-group"].map((slug) =>
  parseSiteConfig(JSON.parse(readFileSync(`config/sites/${slug}.json`, "utf8")), slug),
);
const answers = {
  name: "Bayside Motors",
  hosts: "www.baysidemotors.com.au\nbaysidemotors.com.au",
  timeZone: "Australia/Brisbane",
  theme: "value",
  dealershipName: "Bayside Motors Cleveland",
  makes: "Kia, Hyundai",
  street: "1 Shore Street",
  city: "Cleveland",
  state: "QLD",
  postcode: "4163",
  phone: "07 3286 1234",
  ownerName: "Beth Bayside",
  ownerEmail: "Beth@BaysideMotors.com.au",
};
const place = { lat: -27.53, lng: 153.27 };

describe("the operators' new-site wizard", () => {
  it("makes a config every check passes, from the answers and the postcode's place", () => {
    const form = newSiteFormSchema.parse(answers);
    expect(form.ownerEmail).toBe("beth@baysidemotors.com.au");
    const raw = newSiteConfig(form, place);
    const check = checkSiteConfig(raw, demo);
    expect(check.problems).toEqual([]);
    expect(check.config).toMatchObject({
      slug: "bayside-motors",
      hosts: ["www.baysidemotors.com.au", "baysidemotors.com.au"],
      timeZone: "Australia/Brisbane",
      theme: { logo: { text: "Bayside Motors" }, colours: STARTING_THEMES.value.theme.colours },
      dealerships: [
        {
          slug: "bayside-motors-cleveland",
          makes: ["Kia", "Hyundai"],
          locations: [{ slug: "bayside-motors-cleveland-cleveland", postcode: "4163", lat: -27.53, phone: "+61732861234", primary: true }],
        },
      ],
    });
  });

  it("starts every site on a theme whose every pair passes WCAG AA", () => {
    for (const { theme } of Object.values(STARTING_THEMES)) expect(checkColourPairs(theme.colours).every((c) => c.passes)).toBe(true);
  });

  it("names each bad answer, and the config checks refuse a host another site has", () => {
    const bad = newSiteFormSchema.safeParse({
      ...answers,
      name: " ",
      postcode: "41",
      phone: "12",
      ownerEmail: "beth",
      hosts: "bad_host",
      theme: "x",
    });
    expect(bad.success).toBe(false);
    const fields = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(fields).toMatchObject({
      name: "Enter the dealer's name.",
      postcode: "Enter the four-digit postcode.",
      phone: "Please enter an Australian phone number, like 0412 345 678 or 07 5443 1800.",
      ownerEmail: "Enter the owner's e-mail address, like name@dealership.com.au.",
      theme: "Choose a starting theme.",
      hosts: expect.stringMatching(/^bad_host: must be a host name/),
    });
    const clash = newSiteConfig(newSiteFormSchema.parse({ ...answers, hosts: "www.coastaltoyota.com.au" }), place);
    expect(checkSiteConfig(clash, demo).problems).toEqual([
      { path: "hosts.0", message: '"www.coastaltoyota.com.au" is already used by site "coastal-toyota"' },
    ]);
  });
});

describe("a new site's legal pages", () => {
  it("are filled in from its main location and its own domain", async () => {
    const { legalFactsOf, legalPages } = await import("~/domain/content/legal-page-templates");
    const config = parseSiteConfig(newSiteConfig(newSiteFormSchema.parse(answers), place), "wizard");
    const facts = legalFactsOf(config);
    expect(facts).toMatchObject({
      name: "Bayside Motors",
      address: "1 Shore Street, Cleveland QLD 4163",
      phone: "07 3286 1234",
      stateName: "Queensland",
      privacyEmail: "privacy@baysidemotors.com.au",
    });
    const pages = legalPages(facts ?? expect.unreachable());
    expect(pages.map((p) => p.slug)).toEqual(["privacy-policy", "terms-and-conditions", "value-my-car-terms-and-conditions"]);
    expect(pages[1].bodyMarkdown).toContain("governed by the law of Queensland");
  });
});
