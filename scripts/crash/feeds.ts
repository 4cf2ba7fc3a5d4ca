/**
 * The feed part: one dealer system posts partial feeds of the same cars again and again, each feed
 * one generation whose number every field of every car carries (price, km, colours, comments,
 * features, a specification). At the end each car must be one whole generation, never a mix, and no
 * older than the last feed answered 200.
 */
import type { Queryable } from "~/db/database";
import type { Run } from "./run";
import { pause, send } from "./http";

export const FEED_DEALERSHIP = "value-used-cars-slacks-creek";
const CARS = 30;
const stockNumber = (i: number) => `CRASH-${String(i).padStart(3, "0")}`;

function feed(generation: number): string {
  const g = generation;
  const cars = Array.from({ length: CARS }, (_, i) => ({
    stock_number: stockNumber(i),
    car_type: "used",
    year: 2020,
    make: "Toyota",
    model: "Corolla",
    price: 20_000 + g,
    km: 1_000 + g,
    colour: `Gen ${g}`,
    interior_colour: `Gen ${g}`,
    dealer_comments: `Generation ${g}`,
    features: [`Gen ${g} mats`, `Gen ${g} tint`],
    specifications: { Generation: String(g) },
  }));
  return JSON.stringify({ cars });
}

export function feedPart(run: Run, key: string) {
  let sent = 0;
  let acknowledged = 0;
  let lastAcknowledged = 0;

  async function sender() {
    for (let g = 1; !run.stopping; g++) {
      const body = feed(g);
      sent = g;
      // Sent again until the server answers: 409 while an import of the dealership is still running.
      for (let tries = 0; tries < 200; tries++) {
        run.attempts++;
        try {
          const res = await send("POST", "/api/stock/feed?mode=partial", {
            body,
            clientIp: "10.4.0.1",
            timeoutMs: 15_000,
            headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
          });
          run.tally(`feed ${res.status}`);
          if (res.status === 200) {
            const report = JSON.parse(res.body) as { applied: boolean; rejected: number };
            if (!report.applied || report.rejected) run.problems.push(`feed ${g}: answered 200 but ${res.body.slice(0, 200)}`);
            acknowledged++;
            lastAcknowledged = g;
          } else if (res.status !== 409 && res.status !== 503 && res.status < 500)
            run.problems.push(`feed ${g}: answered ${res.status} ${res.body.slice(0, 200)}`);
          if (res.status !== 409 && res.status < 500) break;
        } catch {
          run.tally("no answer");
        }
        await pause(200);
      }
      await pause(300);
    }
  }

  async function check(db: Queryable) {
    const cars = await db.query<{
      stocknum: string;
      price: number;
      km: number;
      colour: string;
      interior: string;
      comments: string;
      generation: string;
      features: string[];
    }>(
      `SELECT c.stocknum, c.price, c.km, c.colour, c.interior_colour AS interior, c.dealercomments AS comments,
              c.specifications->>'Generation' AS generation,
              COALESCE((SELECT array_agg(f.name ORDER BY f.position) FROM car_features f WHERE f.car_id = c.id), '{}') AS features
         FROM cars c JOIN sites s ON s.id = c.site_id WHERE s.slug = 'value-used-cars' AND c.stocknum LIKE 'CRASH-%'`,
    );
    const generations = new Set<number>();
    for (const c of cars) {
      const g = c.price - 20_000;
      generations.add(g);
      const whole = `Gen ${g}`;
      const mix =
        c.km !== 1_000 + g ||
        c.colour !== whole ||
        c.interior !== whole ||
        c.comments !== `Generation ${g}` ||
        c.generation !== String(g) ||
        c.features.join("|") !== `${whole} mats|${whole} tint`;
      if (mix) run.problems.push(`car ${c.stocknum}: a mix of generations: ${JSON.stringify(c)}`);
      if (g < lastAcknowledged || g > sent)
        run.problems.push(`car ${c.stocknum}: generation ${g}, but feed ${lastAcknowledged} was acknowledged`);
    }
    if (lastAcknowledged && cars.length !== CARS) run.problems.push(`${cars.length} of the feed's ${CARS} cars stored`);
    console.log(
      `Feeds: ${sent} sent, ${acknowledged} acknowledged with 200 (last generation ${lastAcknowledged}); ${cars.length} cars checked, generations ${[...generations].join(", ")}.`,
    );
    if (acknowledged < 5) run.tooSmall.push("fewer than 5 feeds acknowledged");
  }

  return { sender, check };
}
