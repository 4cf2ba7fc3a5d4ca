import { describe, expect, it } from "vitest";
import { readContentForm } from "./promotion-forms";

const choices = { dealerships: ["coastal-toyota"], images: ["offers/hilux.jpg", "slides/summer.jpg"] };

const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) f.append(name, v);
  return f;
};

const OFFER = {
  dealershipSlug: "coastal-toyota",
  title: "Christmas HiLux",
  summary: "A HiLux SR5 at a Christmas price.",
  description: "**Drive away** today.",
  categories: ["new"],
  make: "Toyota",
  model: "HiLux",
  body: "ute",
  price: "$45,990",
  priceType: "drive_away",
  saving: "",
  imageSrc: "offers/hilux.jpg",
  imageAlt: "A white HiLux SR5",
  disclaimer: "",
  startsOn: "2026-12-24",
  endsOn: "2026-12-31",
  ctaLabel: "",
  ctaHref: "",
};

const SLIDE = {
  name: "Summer sale",
  description: "",
  url: "/special-offers",
  buttonLabel: "See the offers",
  imageSrc: "slides/summer.jpg",
  imageAlt: "Summer sale",
  startsOn: "",
  endsOn: "",
};

describe("readContentForm", () => {
  it("reads an offer as its live row takes it: whole dollars, empty fields as empty, dates as days", () => {
    const read = readContentForm("offer", form(OFFER), choices);
    expect(read).toEqual({ ok: true, data: { ...OFFER, price: 45990, saving: null, categories: ["new"] } });
  });

  it("reads a slide's tick box and its optional dates as none", () => {
    const read = readContentForm("slide", form({ ...SLIDE, hideOverlay: "on" }), choices);
    expect(read.ok && read.data).toMatchObject({ hideOverlay: true, startsOn: null, endsOn: null });
    const plain = readContentForm("slide", form(SLIDE), choices);
    expect(plain.ok && plain.data.hideOverlay).toBe(false);
  });

  it("refuses a link that is a script, another origin or a protocol-relative host, naming the field", () => {
    for (const url of [
      "javascript:alert(1)",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/a b",
      '/x" onmouseover="alert(1)',
    ]) {
      const read = readContentForm("popup", form({ ...SLIDE, title: "Hi", url }), choices);
      expect(read, url).toEqual({ ok: false, errors: { url: "Use an address on this site that starts with /, such as /special-offers." } });
    }
    const cta = readContentForm("offer", form({ ...OFFER, ctaLabel: "Go", ctaHref: "javascript:alert(1)" }), choices);
    expect(!cta.ok && cta.errors.ctaHref).toBe("Use an address on this site that starts with /, such as /special-offers.");
  });

  it("names every field too long, missing or out of order, and keeps the first message of each", () => {
    const read = readContentForm(
      "offer",
      form({ ...OFFER, title: "x".repeat(121), summary: " ", categories: [], price: "45k", description: "y".repeat(5001) }),
      choices,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        title: "Keep the title to 120 characters or fewer.",
        summary: "Enter the summary.",
        description: "Keep the description to 5,000 characters or fewer.",
        categories: "Tick at least one category.",
        price: "Enter the price in whole dollars, like 45990.",
      },
    });
    const late = readContentForm("offer", form({ ...OFFER, startsOn: "2026-12-31", endsOn: "2026-12-24" }), choices);
    expect(late).toEqual({ ok: false, errors: { endsOn: "The end date is before the start date." } });
  });

  it("takes images only from the library, each with its words, and a slide only with one", () => {
    expect(readContentForm("offer", form({ ...OFFER, imageSrc: "../../etc/passwd" }), choices)).toEqual({
      ok: false,
      errors: { imageSrc: "Choose an image from the library." },
    });
    expect(readContentForm("offer", form({ ...OFFER, imageAlt: " " }), choices)).toEqual({
      ok: false,
      errors: { imageAlt: "Describe the image for people who cannot see it." },
    });
    expect(readContentForm("slide", form({ ...SLIDE, imageSrc: "" }), choices)).toEqual({
      ok: false,
      errors: { imageSrc: "Choose the slide's banner image." },
    });
  });

  it("takes an offer only for the person's dealerships, and a button only whole", () => {
    expect(readContentForm("offer", form({ ...OFFER, dealershipSlug: "metro-ford" }), choices)).toEqual({
      ok: false,
      errors: { dealershipSlug: "Choose the dealership making the offer." },
    });
    expect(readContentForm("offer", form({ ...OFFER, ctaLabel: "Book now" }), choices)).toEqual({
      ok: false,
      errors: { ctaHref: "A button needs both its words and where it goes." },
    });
  });

  it("keeps script in text as text (pages escape it), so what was typed is what is stored", () => {
    const read = readContentForm("popup", form({ ...SLIDE, title: "<script>alert(1)</script>", url: "/special-offers" }), choices);
    expect(read.ok && read.data.title).toBe("<script>alert(1)</script>");
  });
});
