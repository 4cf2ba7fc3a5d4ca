import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSiteConfigDocs } from "./site-config-docs";
import { inputJsonSchema } from "./site-config-problems";

describe("site config reference", () => {
  it("docs/site-config.md is what the schema generates (run `npm run docs:site-config` after changing the schema)", () => {
    expect(readFileSync("docs/site-config.md", "utf8")).toBe(renderSiteConfigDocs(inputJsonSchema()));
  });

  it("gives each setting its dotted path, type, default or whether it is required, and description", () => {
    // Cells are padded to line the columns up; one space stands for any run of them here.
    const doc = renderSiteConfigDocs({
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string", minLength: 1, description: "Shown | everywhere" },
        days: { type: "integer", minimum: 0, maximum: 90, default: 3 },
        targets: {
          type: "array",
          default: [],
          items: {
            oneOf: [
              {
                type: "object",
                required: ["channel"],
                properties: { channel: { type: "string", const: "email" }, to: { type: "string", format: "email" } },
              },
              { type: "object", properties: { channel: { type: "string", const: "webhook" }, url: { type: "string", format: "uri" } } },
            ],
          },
        },
        byMake: { type: "object", default: {}, additionalProperties: { type: "integer" } },
        links: { type: "array", items: { $ref: "#/$defs/NavLink" } },
      },
      $defs: { NavLink: { type: "object", required: ["label"], properties: { label: { type: "string" } } } },
    }).replace(/ +/g, " ");
    expect(doc).toContain("| `name` | string (not empty) | required | Shown \\| everywhere |");
    expect(doc).toContain("| `days` | integer (min 0, max 90) | `3` | |");
    expect(doc).toContain('| `targets[] (channel "email").to` | string (email) | optional | |');
    expect(doc).toContain('| `targets[] (channel "webhook").url` | string (uri) | optional | |');
    expect(doc).toContain('| `targets[] (channel "email").channel` | `"email"` | required | |');
    expect(doc).toContain("| `byMake` | map of names to integer | `{}` | |");
    expect(doc).toContain("| `links` | list of NavLink (below) | optional | |");
    expect(doc).toContain(
      "## NavLink\n\n| setting | type | default | description |\n| ------- | ------ | -------- | ----------- |\n| `label` | string | required | |",
    );
  });
});
