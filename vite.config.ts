import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // The footer's social marks (social-icons.css) as files of their own, not data URIs in the stylesheet: a
    // data URI's SVG is parsed inside the first style pass, 5 to 11 ms a mark on this machine, in the longest
    // task after the first paint (issue 18's TBT); a file's is parsed when it arrives, in a task of its own.
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
            { name: "stars", test: /app[\\/](domain|components)[\\/]locations[\\/](location|star-rating|stars)\.tsx?$/ },
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
