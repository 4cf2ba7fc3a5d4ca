/**
 * Who may go on with a reservation's buy-online journey (the order after the deposit): the browser
 * that reserved (its key's hash matches the one stored with the claim), or the signed-in shopper
 * whose mobile number the reservation was made with. The reservation id alone, which is in the
 * dealer's and the shopper's e-mails and in My Garage's links, is not enough: it is the second factor.
 */
export function mayContinueJourney(
  hold: { reserverKeyHash: string | null; phone: string },
  viewer: { reserverKeyHash: string | null; shopperPhone: string | null },
): boolean {
  if (hold.reserverKeyHash !== null && viewer.reserverKeyHash === hold.reserverKeyHash) return true;
  // Both in E.164 (the checkout parses the number, migration 0022 rewrote the older ones): one spelling.
  return viewer.shopperPhone !== null && viewer.shopperPhone === hold.phone;
}
