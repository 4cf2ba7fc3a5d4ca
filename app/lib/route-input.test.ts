import { describe, expect, it } from "vitest";
import { queryNumber, queryRowId, queryText, routeInput, routeSchema, slugParam } from "./route-input";

const args = (url: string, params: Record<string, string> = {}) => ({ request: new Request(`http://site.localhost${url}`), params });
const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the route input to be refused");
};

describe("route input: one zod boundary for path parameters and query strings", () => {
  it("gives the route typed, bounded values and ignores parameters it did not ask for", () => {
    const input = routeInput(
      args("/cars/2023-toyota-hilux-sr5?reveal=phone&car_id=42&lat=-27.47&utm_source=x", { slug: "2023-toyota-hilux-sr5" }),
      routeSchema({
        params: { slug: slugParam },
        query: { reveal: queryText(20), car_id: queryRowId, lat: queryNumber, lng: queryNumber, postcode: queryText(4) },
      }),
    );
    expect(input).toEqual({
      params: { slug: "2023-toyota-hilux-sr5" },
      query: { reveal: "phone", car_id: 42, lat: -27.47, lng: null, postcode: "" },
    });
  });

  it("reads each request afresh with a schema made once", () => {
    const schema = routeSchema({ query: { reveal: queryText(20) } });
    expect(routeInput(args("/cars/x?reveal=phone"), schema).query).toEqual({ reveal: "phone" });
    expect(routeInput(args("/cars/x"), schema).query).toEqual({ reveal: "" });
  });

  it("reads an id that can name no row, or a number that is not one, as absent", () => {
    const { query } = routeInput(
      args("/enquiry?car_id=2147483648&lat=abc"),
      routeSchema({ query: { car_id: queryRowId, lat: queryNumber } }),
    );
    expect(query).toEqual({ car_id: null, lat: null });
  });

  it("answers a path parameter that cannot name anything with the not-found response", () => {
    const page = thrown(() => routeInput(args("/locations/x", { slug: "a b" }), routeSchema({ params: { slug: slugParam } })));
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(404);
    const api = thrown(() =>
      routeInput(args("/api/cars/x/phone", { slug: "x".repeat(201) }), routeSchema({ params: { slug: slugParam } })),
    );
    expect((api as Response).status).toBe(404);
  });

  it("answers an unreadable query with 400: the API's error shape under /api, the error page elsewhere", async () => {
    const api = thrown(() =>
      routeInput(args(`/api/geocode?postcode=${"1".repeat(30)}`), routeSchema({ query: { postcode: queryText(20) } })),
    ) as Response;
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({
      error: "The query is not valid: postcode must be at most 20 characters.",
      code: "bad_request",
      fields: { postcode: "must be at most 20 characters" },
    });
    const page = thrown(() => routeInput(args("/print?car_id=a%07b"), routeSchema({ query: { car_id: queryText(200) } })));
    // React Router turns a thrown `data(...)` into the route's error response with this status and reason.
    expect(page).toMatchObject({ data: "The address is not valid: car_id contains control characters.", init: { status: 400 } });
  });
});
