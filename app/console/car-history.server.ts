import type { Database } from "~/db/database";
import { can } from "~/domain/console/can";
import { historyLine } from "~/domain/console/car-history-view";
import { formatAud } from "~/domain/format";
import { carTitle } from "~/domain/vehicle/car-name";
import { listCarHistory } from "~/stock/car-history-queries.server";
import type { Viewer } from "./require-staff.server";
import { STATUS_LABELS } from "./stock-list.server";
import { findStockCar } from "./stock-queries.server";

/**
 * A car's price and status changes, newest first, with who made each: the history every writer's changes land in
 * (the database's trigger), the one the shoppers' watchlists read. Null when the car is not one the viewer may see.
 */
export async function loadCarHistory(deps: { db: Database }, viewer: Viewer, idParam: string) {
  if (!/^\d{1,9}$/.test(idParam)) return null;
  const car = await findStockCar(deps.db, viewer.site.id, Number(idParam));
  if (!car || (viewer.dealershipSlugs && !viewer.dealershipSlugs.includes(car.dealershipSlug))) return null;
  const rows = await listCarHistory(deps.db, viewer.site.id, car.id);
  return {
    car: {
      id: car.id,
      title: carTitle(car, { badge: true }),
      stocknum: car.stocknum,
      price: car.price > 0 ? formatAud(car.price) : "No price",
      status: STATUS_LABELS[car.status],
    },
    canEdit: can(viewer.role, "edit", "stock"),
    // A feed's change links to its run's report for those who may see the feed pages.
    lines: rows.map((r) => ({
      id: r.id,
      ...historyLine(r, viewer.site.timeZone),
      runId: r.source === "feed" && can(viewer.role, "view", "feeds") ? r.feedRunId : null,
    })),
  };
}
