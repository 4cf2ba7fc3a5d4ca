import { describe, expect, it } from "vitest";
import { panelStorageKey, panelStorageValue, parsePanelState } from "./panel-memory";

describe("remembered panels (vehicle spec section 4)", () => {
  it("stores a panel's state under its name and reads it back", () => {
    expect(panelStorageKey("all-specs")).toBe("panel:all-specs");
    expect(parsePanelState(panelStorageValue(true))).toBe(true);
    expect(parsePanelState(panelStorageValue(false))).toBe(false);
  });
  it("treats anything else as nothing remembered", () => {
    for (const raw of [null, "", "true", "OPEN", "1"]) expect(parsePanelState(raw)).toBeNull();
  });
});
