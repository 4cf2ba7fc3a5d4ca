import { describe, expect, it } from "vitest";
import { clientHash, clientNetwork } from "./client-address.server";
import { slidingWindow } from "./rate-limit.server";

const MINUTE = 60_000;

describe("the sliding one-minute window", () => {
  it("allows up to the limit in a window with nothing before it, and refuses the next", () => {
    for (let current = 1; current <= 5; current++) expect(slidingWindow({ current, previous: 0 }, 5, 10_000)).toEqual({ allowed: true });
    expect(slidingWindow({ current: 6, previous: 0 }, 5, 10_000).allowed).toBe(false);
  });

  it("weights the previous window by how much of it is still within the last minute", () => {
    // 10 in the last window, 15 s into this one: 7.5 of them still count.
    expect(slidingWindow({ current: 2, previous: 10 }, 10, 15_000)).toEqual({ allowed: true });
    expect(slidingWindow({ current: 3, previous: 10 }, 10, 15_000).allowed).toBe(false);
    // Near the end of this window the previous one has all but faded.
    expect(slidingWindow({ current: 9, previous: 10 }, 10, 59_000)).toEqual({ allowed: true });
  });

  it("gives a Retry-After after which the next request is allowed, and not a second earlier", () => {
    const cases: [number, number, number, number][] = [
      // current, previous, limit, elapsed ms
      [6, 0, 5, 10_000],
      [3, 10, 10, 15_000],
      [3, 120, 120, 1_000],
      [500, 0, 120, 30_000],
      [2, 0, 1, 59_999],
    ];
    for (const [current, previous, limit, elapsed] of cases) {
      const decision = slidingWindow({ current, previous }, limit, elapsed);
      if (decision.allowed) throw new Error("expected a refusal");
      const at = elapsed + decision.retryAfterSeconds * 1000;
      // Where the next request lands: this window (one more in it) or the next (this one fades out).
      const next = (t: number) =>
        t < MINUTE
          ? slidingWindow({ current: current + 1, previous }, limit, t)
          : slidingWindow({ current: 1, previous: current }, limit, t - MINUTE);
      expect(next(at), `${current}/${previous}/${limit}@${elapsed}`).toEqual({ allowed: true });
      expect(next(at - 1000).allowed, `${current}/${previous}/${limit}@${elapsed} a second earlier`).toBe(false);
    }
  });
});

describe("the client a limit counts", () => {
  it("is an IPv4 address whole, an IPv4-mapped address as IPv4, an IPv6 address by its /64", () => {
    expect(clientNetwork("203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:DB8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("is stored as a keyed hash: the same for the same client and secret, different otherwise, never the address", () => {
    const a = clientHash("secret-one", "rate-limit", "203.0.113.9");
    expect(a).toBe(clientHash("secret-one", "rate-limit", "203.0.113.9"));
    expect(a).not.toBe(clientHash("secret-two", "rate-limit", "203.0.113.9"));
    expect(a).not.toBe(clientHash("secret-one", "rate-limit", "203.0.113.10"));
    expect(a).not.toBe(clientHash("secret-one", "car-view", "203.0.113.9"));
    expect(a).not.toContain("203");
  });
});
