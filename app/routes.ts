import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("api/search", "routes/api.search.ts"),
  route("search/*", "routes/search.tsx"),
  route("cars/:slug", "routes/car.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
