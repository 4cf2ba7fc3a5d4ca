/** A spin-to-win prize and how many chances in the total it has. */
export type Prize = { label: string; weight: number };

/**
 * The prize a draw lands on: `roll` is a whole number from 0 to the total weight less one (the
 * server's random draw), so each prize is won in proportion to its weight.
 */
export function prizeFor(prizes: readonly Prize[], roll: number): Prize {
  let left = roll;
  for (const prize of prizes) {
    if (left < prize.weight) return prize;
    left -= prize.weight;
  }
  throw new RangeError(`Roll ${roll} is beyond the prizes' total weight`);
}

export const totalWeight = (prizes: readonly Prize[]) => prizes.reduce((sum, p) => sum + p.weight, 0);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Each prize's chance as shoppers read it, in lowest terms ("1 in 4", "5 in 8"), from its weight. */
export function prizeOdds(prizes: readonly Prize[]): { label: string; odds: string }[] {
  const total = totalWeight(prizes);
  return prizes.map((p) => {
    const common = gcd(p.weight, total);
    return { label: p.label, odds: `${p.weight / common} in ${total / common}` };
  });
}

/** Whether the promotion takes entries on a day (yyyy-mm-dd in the site's calendar): from its start to its last day. */
export function promotionOpen(promotion: { startsOn: string; endsOn: string }, today: string): boolean {
  return promotion.startsOn <= today && today <= promotion.endsOn;
}

/** A claim code shoppers read out at the counter: no 0/O or 1/I to confuse, in two groups of four. */
export function claimCode(randomIndex: (max: number) => number): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const chars = Array.from({ length: 8 }, () => alphabet[randomIndex(alphabet.length)]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}
