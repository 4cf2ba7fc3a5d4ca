import { describe, expect, it } from "vitest";
import {
  angleForFrame,
  availableModes,
  defaultViewerMode,
  frameAfterDrag,
  frameForAngle,
  gallerySlides,
  stickyState,
  videoEmbedUrl,
} from "./viewer";

describe("default viewer mode (vehicle spec section 4)", () => {
  it("is spin when spin frames exist", () => {
    expect(defaultViewerMode("spin", { exteriorFrames: 36, walkaround: true, photos: 8 })).toBe("spin");
  });
  it("falls back to the walkaround, then the photos", () => {
    expect(defaultViewerMode("spin", { exteriorFrames: 0, walkaround: true, photos: 8 })).toBe("walkaround");
    expect(defaultViewerMode("spin", { exteriorFrames: 0, walkaround: false, photos: 8 })).toBe("gallery");
  });
  it("is the gallery on a site that prefers it, unless there are no photos", () => {
    expect(defaultViewerMode("gallery", { exteriorFrames: 36, walkaround: false, photos: 8 })).toBe("gallery");
    expect(defaultViewerMode("gallery", { exteriorFrames: 36, walkaround: false, photos: 0 })).toBe("spin");
  });
  it("offers interior only with interior frames, and always the photos", () => {
    expect(availableModes({ exteriorFrames: 36, interiorFrames: 12, walkaround: false })).toEqual(["spin", "interior", "gallery"]);
    expect(availableModes({ exteriorFrames: 0, interiorFrames: 0, walkaround: false })).toEqual(["gallery"]);
  });
});

describe("stock video slide position", () => {
  const images = ["a", "b", "c", "d", "e"];
  const order = (position: Parameters<typeof gallerySlides>[2]) =>
    gallerySlides(images, "v", position)
      .map((s) => (s.kind === "video" ? "V" : s.src))
      .join("");
  it("goes second by default and can go first, in the middle or last", () => {
    expect(order("second")).toBe("aVbcde");
    expect(order("start")).toBe("Vabcde");
    expect(order("middle")).toBe("abVcde");
    expect(order("end")).toBe("abcdeV");
  });
  it("keeps the photos' own indexes and adds nothing without a video", () => {
    expect(gallerySlides(images, null, "second")).toHaveLength(5);
    expect(gallerySlides([], "v", "second")).toEqual([{ kind: "video", url: "v" }]);
  });
});

describe("spin frames (vehicle spec section 9)", () => {
  it("maps the 360 degrees across the frames", () => {
    expect(frameForAngle(0, 36)).toBe(0);
    expect(frameForAngle(90, 36)).toBe(9);
    expect(frameForAngle(355, 36)).toBe(0);
    expect(frameForAngle(-10, 36)).toBe(35);
    expect(angleForFrame(9, 36)).toBe(90);
    expect(angleForFrame(18, 24)).toBe(270);
  });
  it("moves one frame per 20 px of drag, either way, wrapping", () => {
    expect(frameAfterDrag(0, 19, 36)).toBe(0);
    expect(frameAfterDrag(0, 20, 36)).toBe(1);
    expect(frameAfterDrag(0, 100, 36)).toBe(5);
    expect(frameAfterDrag(0, -20, 36)).toBe(35);
    expect(frameAfterDrag(35, 40, 36)).toBe(1);
  });
});

describe("sticky header and mobile bar", () => {
  it("shows the header after 500 px and restyles the bar after 900 px", () => {
    expect(stickyState(500)).toEqual({ header: false, barRestyled: false });
    expect(stickyState(501)).toEqual({ header: true, barRestyled: false });
    expect(stickyState(900).barRestyled).toBe(false);
    expect(stickyState(901).barRestyled).toBe(true);
  });
});

describe("video embeds", () => {
  it("turns YouTube watch links into no-cookie embeds", () => {
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=abc-123")).toBe(
      "https://www.youtube-nocookie.com/embed/abc-123?autoplay=1&rel=0",
    );
    expect(videoEmbedUrl("https://cdn.example.com/v.mp4")).toBe("https://cdn.example.com/v.mp4");
  });
});
