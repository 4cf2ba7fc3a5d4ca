import { createMemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";

/*
 * patches/react-router+7.18.4.patch (decision 021): route discovery's patches add routes for later navigations
 * without a router update. Unpatched, each patch sent one, which re-rendered the whole page just after hydration
 * and made React hydrate every island early. This fails if the patch is lost (an upgrade, an install without it).
 */
const routes = [{ id: "root", path: "/", children: [{ id: "home", index: true }] }];
let router: ReturnType<typeof createMemoryRouter> | undefined;
afterEach(() => router?.dispose());

test("a discovered route is added without a router update, and a later navigation finds it", async () => {
  router = createMemoryRouter(routes, { initialEntries: ["/"] });
  const updates: string[] = [];
  router.subscribe((state) => updates.push(state.location.pathname));
  const before = router.routes;

  router.patchRoutes("root", [{ id: "cars", path: "cars/:slug" }]);

  expect(updates).toEqual([]);
  expect(router.routes).not.toBe(before);
  expect(router.routes[0]?.children?.map((r) => r.id)).toEqual(["home", "cars"]);
  await router.navigate("/cars/a-car");
  expect(router.state.matches.map((m) => m.route.id)).toEqual(["root", "cars"]);
  expect(updates.at(-1)).toBe("/cars/a-car");
});
