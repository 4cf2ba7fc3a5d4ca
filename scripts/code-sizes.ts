import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** The size limits of issue 51: a function fits a screen, a route stays a thin page, a component file stays one idea. */
export const LIMITS = { functionLines: 80, routeLines: 150, componentFileLines: 300 } as const;

/**
 * A function may run longer only where the comment just above it says why with `size:` (demo data,
 * the search engine's inner loops); the reason is the exemption, so an unexplained long function fails.
 */
const EXEMPT = /\bsize:[ \t]*[^\s*]/;

export type SizeFinding = { file: string; line: number; what: string; lines: number; limit: number };

function nameOf(node: ts.Node): string {
  const named = (node as { name?: ts.Node }).name;
  if (named) return named.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `callback of ${parent.expression.getText().slice(0, 40)}`;
  return "anonymous function";
}

/** The comments written just above a function, or above the statement that declares it (`const f = () => …`). */
function leadingComments(node: ts.Node, text: string): string {
  let holder: ts.Node = node;
  while (holder.parent && !ts.isSourceFile(holder.parent) && !ts.isBlock(holder.parent) && !ts.isClassLike(holder.parent)) {
    if (ts.isCallExpression(holder.parent) && holder !== node) break;
    holder = holder.parent;
  }
  const ranges = [
    ...(ts.getLeadingCommentRanges(text, holder.getFullStart()) ?? []),
    ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
  ];
  return ranges.map((range) => text.slice(range.pos, range.end)).join("\n");
}

/** The findings in one file's source; `path` is relative to the project (`app/routes/car.tsx`). */
export function sizeFindings(path: string, text: string): SizeFinding[] {
  const findings: SizeFinding[] = [];
  const fileLines = text.split("\n").length;
  if (/^app\/routes\//.test(path) && fileLines > LIMITS.routeLines)
    findings.push({ file: path, line: 1, what: "route module", lines: fileLines, limit: LIMITS.routeLines });
  if (path.endsWith(".tsx") && fileLines > LIMITS.componentFileLines)
    findings.push({ file: path, line: 1, what: "component file", lines: fileLines, limit: LIMITS.componentFileLines });
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > LIMITS.functionLines && !EXEMPT.test(leadingComments(node, text)))
        findings.push({ file: path, line: start + 1, what: `function ${nameOf(node)}`, lines, limit: LIMITS.functionLines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

/** Every finding in `app/` and `server/` (tests excepted: a test's table of cases may be long). */
export function projectSizeFindings(root: string): SizeFinding[] {
  return ["app", "server"].flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) => sizeFindings(relative(root, file), readFileSync(file, "utf8"))),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = projectSizeFindings(process.cwd()).sort((a, b) => b.lines - a.lines);
  for (const f of findings) console.log(`${f.file}:${f.line}  ${f.what}: ${f.lines} lines (limit ${f.limit})`);
  console.log(`${findings.length} over the limits`);
}
