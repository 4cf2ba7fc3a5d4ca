import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as Tabs from "./tabs";

// A .ts test has no JSX: children go in the props.
/* biome-ignore-start lint/correctness/noChildrenProp: see above */
const tabs = (allPanelsWithoutJavaScript: boolean) =>
  renderToString(
    h(Tabs.Root, {
      defaultValue: "sales",
      allPanelsWithoutJavaScript,
      children: [
        h(Tabs.List, {
          key: "list",
          "aria-label": "Locations by type",
          children: [
            h(Tabs.Trigger, { key: "sales", value: "sales", children: "Sales" }),
            h(Tabs.Trigger, { key: "service", value: "service", children: "Service" }),
          ],
        }),
        h(Tabs.Content, { key: "sales", value: "sales", children: h("p", null, "Sales cards") }),
        h(Tabs.Content, { key: "service", value: "service", children: h("p", null, "Service cards") }),
      ],
    }),
  );
/* biome-ignore-end lint/correctness/noChildrenProp: see above */
const panel = (html: string, text: string) => new RegExp(`<div role="tabpanel"[^>]*>(?:(?!role="tabpanel").)*?${text}`).exec(html)?.[0];

describe("tabs in the server's HTML", () => {
  it("render only the chosen panel, the others hidden and empty", () => {
    const html = tabs(false);
    expect(html).toContain("Sales cards");
    expect(html).not.toContain("Service cards");
    expect(html).not.toContain("js-only");
  });
  it("with allPanelsWithoutJavaScript, render every panel: the others hidden by class and shown without JavaScript (issue 18)", () => {
    const html = tabs(true);
    expect(html).toMatch(/<div role="tablist"[^>]*class="js-only/);
    expect(panel(html, "Sales cards")).not.toContain("hidden");
    const service = panel(html, "Service cards") ?? "";
    expect(service).toContain('class="hidden js-collapsed');
    expect(service).not.toMatch(/\shidden=""/);
  });
});
