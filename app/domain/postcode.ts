/** Discovery and vehicle spec section 5: exactly 4 digits, no separators. */
export const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
export const POSTCODE_NOT_FOUND = "Invalid postcode";

export function postcodeError(input: string): string | null {
  return /^\d{4}$/.test(input.trim()) ? null : POSTCODE_MESSAGE;
}
