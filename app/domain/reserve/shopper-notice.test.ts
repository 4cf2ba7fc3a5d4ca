import { describe, expect, it } from "vitest";
import { type NoticeAmounts, noticeKey, noticesFromChanges } from "./shopper-notice";

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

  it("says nothing of a sale, a refund carried out or a request withdrawn", () => {
    expect(
      noticesFromChanges(
        [
          { kind: "hold", from: "confirmed", to: "sold" },
          { kind: "deposit_refunded", refundId: "re_1" },
          { kind: "request", requestId: "r2", from: "requested", to: "cancelled", attempt: 0, paymentId: null },
        ],
        AMOUNTS,
        NOW,
      ),
    ).toEqual([]);
  });
});
