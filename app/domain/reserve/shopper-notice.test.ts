import { describe, expect, it } from "vitest";
import { type NoticeAmounts, noticeKey, noticesFromChanges, type ShopperNotice } from "./shopper-notice";

const NOW = new Date("2026-11-22T02:00:00Z");
const AMOUNTS: NoticeAmounts = {
  depositCents: 50_000,
  requests: { r1: { amountCents: 150_000, description: "Balance" }, r2: { amountCents: 19_950, description: "Floor mats" } },
};

describe("what the shopper is told of a money event", () => {
  it("tells of a confirmed hold", () => {
    expect(noticesFromChanges([{ kind: "hold", from: "held", to: "confirmed" }], AMOUNTS, NOW)).toEqual([{ kind: "hold_confirmed" }]);
  });

  it("tells of a cancelled hold with the total owed back: the deposit and each paid request, not the open ones", () => {
    const notices = noticesFromChanges(
      [
        { kind: "hold", from: "confirmed", to: "cancelled" },
        { kind: "deposit_refund_due", paymentId: "pay_1" },
        { kind: "request", requestId: "r2", from: "requested", to: "cancelled", attempt: 0, paymentId: null },
        { kind: "request_refund_due", requestId: "r1", paymentId: "pay_2" },
      ],
      AMOUNTS,
      NOW,
    );
    expect(notices).toEqual([{ kind: "hold_cancelled", refundCents: 200_000 }]);
  });

  it("tells of a lapsed hold, and nothing of a claim that never became a hold", () => {
    expect(
      noticesFromChanges(
        [
          { kind: "hold", from: "held", to: "expired" },
          { kind: "deposit_refund_due", paymentId: "p" },
        ],
        AMOUNTS,
        NOW,
      ),
    ).toEqual([{ kind: "hold_lapsed", refundCents: 50_000 }]);
    expect(
      noticesFromChanges(
        [
          { kind: "hold", from: "pending", to: "cancelled" },
          { kind: "deposit_refund_due", paymentId: "p" },
        ],
        AMOUNTS,
        NOW,
      ),
    ).toEqual([]);
  });

  it("sends a receipt for a request paid, naming what for and when", () => {
    const [receipt] = noticesFromChanges(
      [{ kind: "request", requestId: "r1", from: "paying", to: "paid", attempt: 1, paymentId: "pay_3" }],
      AMOUNTS,
      NOW,
    );
    expect(receipt).toEqual({
      kind: "payment_received",
      requestId: "r1",
      amountCents: 150_000,
      description: "Balance",
      paidAt: NOW.toISOString(),
    });
    expect(noticeKey(receipt)).toBe("payment_received-r1");
  });

  it("says nothing of a sale", () => {
    expect(noticesFromChanges([{ kind: "hold", from: "confirmed", to: "sold" }], AMOUNTS, NOW)).toEqual([]);
  });

  it("tells of each refund once the provider has made it: the deposit, and each payment of a request", () => {
    const notices = noticesFromChanges([{ kind: "deposit_refunded", refundId: "re_1" }], AMOUNTS, NOW);
    expect(notices).toEqual([{ kind: "refund_made", amountCents: 50_000, requestId: null, paymentId: null, description: null }]);
    const [request] = noticesFromChanges([{ kind: "request_refunded", requestId: "r1", paymentId: "pay_2", refundId: null }], AMOUNTS, NOW);
    expect(request).toEqual({ kind: "refund_made", amountCents: 150_000, requestId: "r1", paymentId: "pay_2", description: "Balance" });
    expect(noticeKey(notices[0] as ShopperNotice)).toBe("refund_made-deposit");
    expect(noticeKey(request as ShopperNotice)).toBe("refund_made-pay_2");
  });

  it("tells of a request the dealer withdraws while the hold stands", () => {
    const withdrawn = noticesFromChanges(
      [{ kind: "request", requestId: "r2", from: "requested", to: "cancelled", attempt: 0, paymentId: null }],
      AMOUNTS,
      NOW,
    );
    expect(withdrawn).toEqual([{ kind: "payment_withdrawn", requestId: "r2", amountCents: 19_950, description: "Floor mats" }]);
  });

  it("does not call a request withdrawn when the hold's end took it, or when its money came too late and is owed back", () => {
    const late = noticesFromChanges(
      [
        { kind: "request", requestId: "r1", from: "paying", to: "cancelled", attempt: 1, paymentId: null },
        { kind: "request_refund_due", requestId: "r1", paymentId: "pay_9" },
      ],
      AMOUNTS,
      NOW,
    );
    expect(late).toEqual([]);
    const ended = noticesFromChanges(
      [
        { kind: "hold", from: "held", to: "cancelled" },
        { kind: "request", requestId: "r2", from: "requested", to: "cancelled", attempt: 0, paymentId: null },
      ],
      AMOUNTS,
      NOW,
    );
    expect(ended.map((n) => n.kind)).toEqual(["hold_cancelled"]);
  });
});
