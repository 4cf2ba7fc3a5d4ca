import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTIONS, can, RESOURCES, ROLES } from "./can";

describe("the console's role table", () => {
  it("lets an owner do everything", () => {
    for (const resource of RESOURCES) for (const action of ACTIONS) expect(can("owner", action, resource)).toBe(true);
  });

  it("keeps staff, settings and the audit log to owners", () => {
    for (const role of ["manager", "sales", "marketing"] as const)
      for (const resource of ["staff", "settings", "audit"] as const)
        for (const action of ACTIONS) expect(can(role, action, resource)).toBe(false);
  });

  it("gives a manager leads, reservations, stock and content", () => {
    expect(can("manager", "assign", "leads")).toBe(true);
    expect(can("manager", "refund", "reservations")).toBe(true);
    expect(can("manager", "edit", "stock")).toBe(true);
    expect(can("manager", "edit", "feeds")).toBe(true);
    expect(can("manager", "edit", "content")).toBe(true);
  });

  it("gives a salesperson leads and reservations, without refunds, exports, deletions or assigning", () => {
    expect(can("sales", "view", "leads")).toBe(true);
    expect(can("sales", "edit", "leads")).toBe(true);
    expect(can("sales", "edit", "reservations")).toBe(true);
    expect(can("sales", "refund", "reservations")).toBe(false);
    expect(can("sales", "export", "leads")).toBe(false);
    expect(can("sales", "delete", "leads")).toBe(false);
    expect(can("sales", "assign", "leads")).toBe(false);
    expect(can("sales", "view", "content")).toBe(false);
  });

  it("lets a salesperson and marketing look at the stock, and only owners and managers change it (issue 54)", () => {
    for (const role of ["sales", "marketing"] as const) {
      expect(can(role, "view", "stock")).toBe(true);
      expect(can(role, "edit", "stock")).toBe(false);
      expect(can(role, "delete", "stock")).toBe(false);
      expect(can(role, "view", "feeds")).toBe(false);
    }
    expect(can("owner", "edit", "stock")).toBe(true);
    expect(can("manager", "edit", "stock")).toBe(true);
  });

  it("gives marketing content and offers only", () => {
    expect(can("marketing", "edit", "content")).toBe(true);
    expect(can("marketing", "edit", "offers")).toBe(true);
    expect(can("marketing", "view", "leads")).toBe(false);
    expect(can("marketing", "view", "reservations")).toBe(false);
  });

  it("never lets a role act on what it cannot view", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.constantFrom(...ACTIONS), fc.constantFrom(...RESOURCES), (role, action, resource) => {
        if (can(role, action, resource)) expect(can(role, "view", resource)).toBe(true);
      }),
    );
  });
});
