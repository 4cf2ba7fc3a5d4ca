import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Chrome's explicit compile hint (V8, Chrome 136 on): V8 compiles a file so marked whole, on a background thread as it
 * streams in, instead of compiling each function on the main thread the first time it is called (issue 18's Total
 * Blocking Time). Marked: the entry chunk (React, React Router and the root layout's modules, nearly all of which run
 * while the page hydrates), and every chunk that only a dynamic import loads (islands, dialogs, the carousel: their
 * code runs as soon as it arrives). Not the other chunks a page loads first: a hint costs about 20 bytes gzipped a
 * file, and the brand overview page loads 15 files within its 125 KB. Chromium traces of Coastal's car page (6
 * interleaved pairs): the main thread's lazy compilations went from 952 to 168, their time from about 190 to 55 ms; on
 * the search page 866 to 131, on Metro's home page 1,054 to 187. The hint must be the file's first line.
 */
const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";
function eagerCompileHints(): Plugin {
  return {
    name: "eager-compile-hints",
    enforce: "post",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Written into the files once they are on disk: a comment returned from an earlier hook does not survive the
    // minifier, and Vite puts its dynamic imports' preload list in front of the code after those hooks.
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
      for (const chunk of chunks) {
        if (!(chunk.isEntry && chunk.name === "entry.client") && firstLoad.has(chunk.fileName)) continue;
        const path = join(options.dir ?? "", chunk.fileName);
        writeFileSync(path, `${EAGER_COMPILE_HINT}\n${readFileSync(path, "utf8")}`);
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), eagerCompileHints()],
  build: {
    // The footer's social marks' fallback masks (social-icons.css) as files of their own, not data URIs in the
    // stylesheet: a data URI's SVG is parsed inside the first style pass, 5 to 11 ms a mark on this machine, in the
    // longest task after the first paint (issue 18's TBT); a file's only if the fallback is drawn.
    assetsInlineLimit: (file) => (/[\\/]social-marks[\\/]/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Issue 18's JavaScript budget: what every page loads (React, React DOM, React Router, the
              // modules the root layout imports and the head every public page writes, seo/page-meta) in one
              // chunk, compressed as one file, instead of a dozen each compressed on its own: 2.3 KB gz less on
              // every page.
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]|app[\\/](lib[\\/](visit-trail|use-hydrated|early-presses)|content[\\/]document-html|components[\\/](leads[\\/]lead-dialog|brands[\\/]brand-logo|ui[\\/](toasts|load-on-use)|site[\\/](nav-menu|site-header|site-footer|mobile-nav|site-logo|social-icons|page-json-ld-scripts))|seo[\\/](page-meta|page-json-ld)|domain[\\/](format|search-paths|slugify|text|ui[\\/]toast-queue)|images[\\/]image-url)\.tsx?$/,
            },
            // Modules a page loads together, kept in one file each: the chunks follow which entries import a
            // module, and the home page's islands import some of these alone (the reviews summary the stars, the
            // feature banner without Why Buy From Us), which split them into more files, each with its own gzip
            // overhead, for the car and location pages that load them all at once.
            { name: "stars", test: /app[\\/](domain|components)[\\/]locations[\\/](location|star-rating|stars|location-map)\.tsx?$/ },
            // A location's phone and opening hours: the same pages load both (the locations pages), two files as one.
            { name: "phone-and-hours", test: /app[\\/]domain[\\/](phone|locations[\\/]opening-hours)\.ts$/ },
            // A car's price as cards and the car page show it (issue 53 made room in the car page's budget): four small
            // files that every page showing a price loads together, each with its own gzip overhead, as one.
            {
              name: "car-price",
              test: /app[\\/](components[\\/]stock[\\/](car-price|subscription-price)|domain[\\/](price-display|finance[\\/]market-gauge))\.tsx?$/,
            },
            {
              name: "why-buy-from-us",
              test: /app[\\/]components[\\/]dealer-blocks[\\/](why-buy-from-us|payment-marks|feature-banner)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
