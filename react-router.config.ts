import type { Config } from "@react-router/dev/config";

// React Router v8 behaviour, adopted early where the app can take it; docs/decisions/007-react-router-v8-flags-and-quiet-start.md
// says why the other two stay off. Setting every flag (true or false) also keeps the build from printing a warning for each.
export default {
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Loaders and actions get a RouterContextProvider instead of the AppContext object getLoadContext builds.
    v8_middleware: false,
    // request.url would keep the `.data` suffix of data requests; route modules read paths from request.url.
    v8_passThroughRequests: false,
  },
} satisfies Config;
