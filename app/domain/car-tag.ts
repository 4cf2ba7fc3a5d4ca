import type { CarStatus, CarType } from "~/domain/vehicle/car";
export type TagFacts = {
  status: CarStatus;
  simpleFuel: string | null;
  reserved: boolean;
  certified: boolean;
  carType: CarType;
  tag: string | null;
  createdAt: Date;
};
export type TagTexts = { soldTagName: string; newArrivalText: string };

export type CarTag = { kind: "sold" | "fuel" | "reserved" | "certified" | "explicit" | "coming-soon" | "just-arrived"; text: string };

const FUEL_TAGS: Record<string, string> = { Electric: "ELECTRIC", Hybrid: "HYBRID", "Plug-in Hybrid": "PLUG-IN HYBRID" };
const DAY_MS = 86_400_000;

/** Spec section 4 priority: fuel, RESERVED, certified, explicit tag, COMING SOON, just arrived; sold cars show the sold tag. */
export function carTag(car: TagFacts, texts: TagTexts, justArrivedDays: number, now: Date): CarTag | null {
  if (car.status === "sold") return { kind: "sold", text: texts.soldTagName };
  const fuel = car.simpleFuel ? FUEL_TAGS[car.simpleFuel] : undefined;
  if (fuel) return { kind: "fuel", text: fuel };
  if (car.reserved) return { kind: "reserved", text: "RESERVED" };
  if (car.certified && car.carType === "used") return { kind: "certified", text: "CERTIFIED PRE-OWNED" };
  if (car.tag) return { kind: "explicit", text: car.tag };
  if (car.status === "coming_soon") return { kind: "coming-soon", text: "COMING SOON" };
  if (now.getTime() - car.createdAt.getTime() < justArrivedDays * DAY_MS) return { kind: "just-arrived", text: texts.newArrivalText };
  return null;
}
