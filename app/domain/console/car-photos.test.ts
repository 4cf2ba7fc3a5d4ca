import { describe, expect, it } from "vitest";
import { changePhotos, PHOTO_MAX_BYTES, PHOTOS_PER_CAR, photoProblem, photosThatFit } from "./car-photos";

const photos = ["a", "b", "c"].map((src) => ({ src, alt: `Photo ${src}` }));

describe("the console's photo limits", () => {
  it("takes JPEG, PNG and WebP up to 15 MB, by the format in the bytes", () => {
    expect(photoProblem({ name: "front.jpg", size: 1000, format: "jpeg" })).toBeNull();
    expect(photoProblem({ name: "front.webp", size: PHOTO_MAX_BYTES, format: "webp" })).toBeNull();
    expect(photoProblem({ name: "big.jpg", size: PHOTO_MAX_BYTES + 1, format: "jpeg" })).toBe(
      "big.jpg is 15 MB: a photo can be at most 15 MB.",
    );
    expect(photoProblem({ name: "notes.jpg", size: 10, format: null })).toBe("notes.jpg is not a JPEG, PNG or WebP photo.");
    expect(photoProblem({ name: "anim.gif", size: 10, format: "gif" })).toBe("anim.gif is not a JPEG, PNG or WebP photo.");
  });

  it("keeps a car to 40 photos and says how many did not fit", () => {
    expect(photosThatFit(38, 2)).toEqual({ fit: 2, problem: null });
    expect(photosThatFit(38, 5)).toEqual({
      fit: 2,
      problem: `A car can have at most ${PHOTOS_PER_CAR} photos: 3 photos were not added. Delete some first.`,
    });
    expect(photosThatFit(40, 1).fit).toBe(0);
  });
});

describe("changePhotos", () => {
  it("moves a photo up or down one place, and not past either end", () => {
    expect(changePhotos(photos, { kind: "up", index: 1 })?.map((p) => p.src)).toEqual(["b", "a", "c"]);
    expect(changePhotos(photos, { kind: "down", index: 1 })?.map((p) => p.src)).toEqual(["a", "c", "b"]);
    expect(changePhotos(photos, { kind: "up", index: 0 })?.map((p) => p.src)).toEqual(["a", "b", "c"]);
  });

  it("deletes a photo and sets one's alt text; a photo the list no longer has changes nothing", () => {
    expect(changePhotos(photos, { kind: "delete", index: 2 })?.map((p) => p.src)).toEqual(["a", "b"]);
    expect(changePhotos(photos, { kind: "alt", index: 0, alt: "  Front, driver's side " })?.[0].alt).toBe("Front, driver's side");
    expect(changePhotos(photos, { kind: "alt", index: 0, alt: " " })).toBeNull();
    expect(changePhotos(photos, { kind: "delete", index: 3 })).toBeNull();
  });
});
