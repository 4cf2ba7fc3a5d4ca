/** Spec: a +61 prefix becomes 0 and the digits are grouped 2-4-4 ('+61754431800' -> '07 5443 1800'). */
export function formatPhone(raw: string): string {
  const digits = raw
    .replace(/[^\d+]/g, "")
    .replace(/^\+61/, "0")
    .replace(/^61(?=\d{9}$)/, "0")
    .replace(/\D/g, "");
  if (digits.length !== 10) return raw.trim();
  return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
}

/** The tel: link keeps the international form so it dials from anywhere. */
export function phoneHref(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+61${digits.slice(1)}` : digits}`;
}
