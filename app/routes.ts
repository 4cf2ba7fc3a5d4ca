import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("api/search", "routes/api.search.ts"),
  route("api/geocode", "routes/api.geocode.ts"),
  route("api/leads", "routes/api.leads.ts"),
  route("api/captcha/challenge", "routes/api.captcha.ts"),
  route("api/cars/:slug/phone", "routes/api.car-phone.ts"),
  route("api/cars/:slug/view.json", "routes/api.car-views.ts"),
  route("api/cars/:slug/brochure.pdf", "routes/api.car-brochure.ts"),
  route("print", "routes/print.tsx"),
  route("locations", "routes/locations.tsx", { id: "locations" }),
  route("dealer-locator", "routes/locations.tsx", { id: "dealer-locator" }),
  route("locations/:slug", "routes/location.tsx", { id: "location" }),
  route("our-location/:slug", "routes/location.tsx", { id: "our-location" }),
  route("contact-us/:slug", "routes/contact-us.tsx"),
  route("search/*", "routes/search.tsx"),
  route("cars/:slug", "routes/car.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
