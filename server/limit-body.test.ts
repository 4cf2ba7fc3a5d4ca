import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAR_EDITOR_PATH, PHOTO_UPLOAD_MAX_BYTES } from "~/domain/console/car-photos";
import { limitBody } from "./security";

/** The body limit (create-app.ts): small for every form, larger for the stock feed and the car editor's photo uploads. */
describe("limitBody", () => {
  let base = "";
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    app.use(
      limitBody(100_000, [
        ["/api/stock/feed", 20_000_000],
        [CAR_EDITOR_PATH, PHOTO_UPLOAD_MAX_BYTES],
      ]),
    );
    app.post("/{*splat}", (req, res) => {
      req.resume();
      req.on("end", () => res.status(204).end());
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  const post = (path: string, bytes: number) =>
    fetch(`${base}${path}`, { method: "POST", body: new Uint8Array(bytes) }).then((r) => r.status);

  it("takes several photos in one post to a car's editor, and refuses a post over its limit", async () => {
    expect(await post("/dealer/stock/42", 5_000_000)).toBe(204);
    expect(await post("/dealer/stock/42", PHOTO_UPLOAD_MAX_BYTES + 1)).toBe(413);
  });

  it("keeps every other form to the small limit, the new-car form and a car's history included", async () => {
    expect(await post("/dealer/stock/new", 200_000)).toBe(413);
    expect(await post("/dealer/stock/42/history", 200_000)).toBe(413);
    expect(await post("/dealer/leads/1", 99_000)).toBe(204);
  });
});
