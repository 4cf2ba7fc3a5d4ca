/** Discovery spec section 9: up to 4 full stars plus a partial star, drawn only when the fraction exceeds 0.30. */
export const PARTIAL_STAR_THRESHOLD = 0.3;

export function starRating(average: number): { full: number; partial: number } {
  const clamped = Math.max(0, Math.min(5, average));
  const full = Math.min(4, Math.floor(clamped));
  const fraction = Math.round((clamped - full) * 100) / 100;
  return { full, partial: fraction > PARTIAL_STAR_THRESHOLD ? Math.min(1, fraction) : 0 };
}
