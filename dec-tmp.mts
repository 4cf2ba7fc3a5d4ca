import { readFileSync } from "node:fs";
import { UNSAFE_decodeViaTurboStream as decode } from "react-router";
const text = readFileSync(process.argv[2], "utf8");
const r = await decode(new Blob([text]).stream(), global);
await r.done;
const v: any = r.value;
const size = (x: unknown) => JSON.stringify(x)?.length ?? 0;
const walk = (x: any, name: string, depth: number) => {
  if (depth > 3 || !x || typeof x !== "object") return;
  const entries = Object.entries(x).sort((a, b) => size(b[1]) - size(a[1])).slice(0, 8);
  for (const [k, y] of entries) { if (size(y) < 1500) continue; console.log("  ".repeat(depth) + name + "." + k, size(y)); walk(y, k, depth + 1); }
};
for (const [route, d] of Object.entries(v)) { console.log(route, size((d as any).data)); walk((d as any).data, route, 1); }
