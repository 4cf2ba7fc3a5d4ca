/** `npm run docs:site-config`: writes docs/site-config.md from the site config schema (a test fails when the file is stale). */
import { writeFileSync } from "node:fs";
import { inputJsonSchema } from "~/sites/site-config-problems";
import { renderSiteConfigDocs } from "~/sites/site-config-docs";

writeFileSync("docs/site-config.md", renderSiteConfigDocs(inputJsonSchema()));
console.log("docs/site-config.md written");
