import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMITS, projectSizeFindings, sizeFindings } from "../../scripts/code-sizes";

const ROOT = resolve(import.meta.dirname, "../..");
const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join("\n");

describe("code sizes (issue 51: functions fit a screen, routes stay thin)", () => {
  it("finds a function one line over the limit, and not one at it", () => {
    const at = `export function fits() {\n${body(LIMITS.functionLines - 2)}\n}\n`;
    const over = `export const long = () => {\n${body(LIMITS.functionLines - 1)}\n};\n`;
    expect(sizeFindings("app/domain/x.ts", at)).toEqual([]);
    expect(sizeFindings("app/domain/x.ts", over)).toMatchObject([{ what: "function long", lines: LIMITS.functionLines + 1 }]);
  });

  it("lets a long function through only where the comment above it says why", () => {
    const long = (comment: string) => `${comment}\nexport function table() {\n${body(LIMITS.functionLines)}\n}\n`;
    expect(sizeFindings("app/demo/x.ts", long("// size: the demo's data, one row a line"))).toEqual([]);
    expect(sizeFindings("app/demo/x.ts", long("/** size: the inner loop, unrolled for speed */"))).toEqual([]);
    expect(sizeFindings("app/demo/x.ts", long("// size:"))).toHaveLength(1);
    expect(sizeFindings("app/demo/x.ts", long("// a long function"))).toHaveLength(1);
  });

  it("finds a route module over 150 lines and a component file over 300", () => {
    const lines = (n: number) => "\n".repeat(n - 1);
    expect(sizeFindings("app/routes/x.tsx", lines(LIMITS.routeLines + 1))).toMatchObject([{ what: "route module" }]);
    expect(sizeFindings("app/components/x.tsx", lines(LIMITS.routeLines + 1))).toEqual([]);
    expect(sizeFindings("app/components/x.tsx", lines(LIMITS.componentFileLines + 1))).toMatchObject([{ what: "component file" }]);
  });

  it("holds in app/ and server/", () => {
    const findings = projectSizeFindings(ROOT).map((f) => `${f.file}:${f.line} ${f.what} ${f.lines} > ${f.limit}`);
    expect(findings).toEqual([]);
  });
});
