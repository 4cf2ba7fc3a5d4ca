import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import type { Fact } from "~/domain/vehicle/key-facts";

export type BrochureInput = {
  title: string;
  subtitle: string;
  priceText: string;
  facts: Fact[];
  features: string[];
  dealer: { name: string; address: string; phone: string | null };
  siteName: string;
  url: string;
  /** A JPEG of the first photo, or null when the car has none. */
  photo: Uint8Array | null;
  /** dd/mm/yyyy in the dealership's zone. */
  preparedOn: string;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const FEATURES_LISTED = 16;

/**
 * The standard PDF fonts only cover Windows-1252. Accented letters that have a plain form lose
 * their accent (Škoda keeps its Š, which the set has); anything else becomes '?', so the
 * brochure never fails on an unusual character or an emoji in a dealer comment.
 */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (ch) => {
    if (supported.has(ch.codePointAt(0) ?? 0)) return ch;
    const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    return plain && Array.from(plain).every((c) => supported.has(c.codePointAt(0) ?? 0)) ? plain : "?";
  }).join("");
}

/** A one-page A4 brochure: photo, name, price, key facts, features and the dealer's details. */
export async function buildBrochure(input: BrochureInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.title);
  pdf.setSubject(`${input.title}, ${input.priceText}, from ${input.siteName}`);
  pdf.setAuthor(input.siteName);
  pdf.setCreator(input.siteName);
  const page = pdf.addPage([A4.width, A4.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.38, 0.38, 0.42);
  let y = A4.height - MARGIN;
  const text = (value: string, options: { size: number; font?: PDFFont; x?: number; colour?: typeof ink }) => {
    const font = options.font ?? regular;
    page.drawText(printable(font, value), { x: options.x ?? MARGIN, y, size: options.size, font, color: options.colour ?? ink });
  };

  text(input.siteName, { size: 10, colour: muted });
  y -= 26;
  text(input.title, { size: 22, font: bold });
  y -= 18;
  if (input.subtitle) text(input.subtitle, { size: 12, colour: muted });
  y -= 14;

  const width = A4.width - MARGIN * 2;
  if (input.photo) {
    const image = await pdf.embedJpg(input.photo);
    const height = (width * image.height) / image.width;
    y -= height;
    page.drawImage(image, { x: MARGIN, y, width, height });
    y -= 14;
  }

  y -= 20;
  text(input.priceText, { size: 24, font: bold });
  y -= 26;

  const column = width / 2;
  input.facts.forEach(([label, value], i) => {
    const x = MARGIN + (i % 2) * column;
    text(label, { size: 10, x, colour: muted });
    text(String(value), { size: 10, x: x + 95, font: bold });
    if (i % 2 === 1 || i === input.facts.length - 1) y -= 16;
  });

  const footerTop = MARGIN + 84;
  if (input.features.length && y > footerTop + 40) {
    y -= 10;
    text("Features", { size: 13, font: bold });
    y -= 16;
    // Two columns, as many rows as fit above the dealer's details.
    const features = input.features.slice(0, FEATURES_LISTED);
    for (let i = 0; i < features.length && y > footerTop; i += 2) {
      text(`- ${features[i]}`, { size: 9.5 });
      if (features[i + 1]) text(`- ${features[i + 1]}`, { size: 9.5, x: MARGIN + column });
      y -= 13;
    }
  }

  y = MARGIN + 64;
  page.drawLine({ start: { x: MARGIN, y: y + 16 }, end: { x: A4.width - MARGIN, y: y + 16 }, thickness: 0.5, color: muted });
  text(input.dealer.name, { size: 12, font: bold });
  y -= 15;
  text(input.dealer.phone ? `${input.dealer.address}  ·  ${input.dealer.phone}` : input.dealer.address, { size: 10 });
  y -= 15;
  text(input.url, { size: 10, colour: muted });
  y -= 18;
  text(`Prepared on ${input.preparedOn}. Please confirm price, specifications and features with the dealer.`, { size: 8, colour: muted });
  return pdf.save();
}
