import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Issue 18's JavaScript budget: the small modules the root layout imports (so every page loads them)
              // go in one chunk instead of a dozen tiny ones, each compressed on its own (1.4 KB gz less a page).
              name: "app-shell",
              test: /app[\\/](lib[\\/](visit-trail|use-hydrated)|components[\\/](leads[\\/]lead-dialog|brands[\\/]brand-logo|ui[\\/](toasts|load-on-use))|domain[\\/](format|search-paths|slugify|text|ui[\\/]toast-queue)|images[\\/]image-url)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
