/**
 * What a coming-soon car's page tells the shopper (issue 52: its page read as if it were in stock): that it has not
 * arrived, and what they can do meanwhile, by what the site allows for it.
 */
export function comingSoonNote({ testDrive, reserve }: { testDrive: boolean; reserve: boolean }): string {
  const can = [
    "enquire now and we'll tell you when it lands",
    ...(testDrive ? ["book a test drive for when it arrives"] : []),
    ...(reserve ? ["reserve it before it does"] : []),
  ];
  const listed = can.length === 1 ? can[0] : `${can.slice(0, -1).join(", ")} or ${can.at(-1)}`;
  return `This car is on its way to us and hasn't arrived yet: ${listed}.`;
}
