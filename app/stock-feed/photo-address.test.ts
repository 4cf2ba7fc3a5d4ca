import { describe, expect, it } from "vitest";
import { addressKind, parseIPv6, publicAddressesOnly, publicOrLoopbackForTests } from "./photo-address";

describe("feed photo address rule", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.0.0.5", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local"],
    ["100.64.0.1", "shared (CGNAT)"],
    ["100.127.255.255", "shared (CGNAT)"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.10", "reserved"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fc00::1", "unique local"],
    ["fd12:3456:789a::1", "unique local"],
    ["fe80::1%eth0", "link-local"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:10.1.2.3", "private"],
    ["64:ff9b::192.168.0.1", "private"],
    ["2002:a9fe:a9fe::1", "link-local"],
    ["2001:db8::1", "reserved"],
    ["[::1]", "loopback"],
  ])("%s is %s", (address, kind) => {
    expect(addressKind(address)).toBe(kind);
    expect(publicAddressesOnly(address)).toBe(`a ${kind} address, not a public one`);
  });

  it.each([
    "1.1.1.1",
    "8.8.8.8",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.0",
    "169.253.1.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
  ])("%s is public", (address) => {
    expect(addressKind(address)).toBe("public");
    expect(publicAddressesOnly(address)).toBeNull();
  });

  it.each(["", "localhost", "1.2.3", "1.2.3.4.5", "256.1.1.1", "0177.0.0.1", "0x7f.0.0.1", "1::2::3", "12345::", "1.2.3.4::"])(
    "%j is not an address and is refused",
    (text) => {
      expect(addressKind(text)).toBe("invalid");
      expect(publicAddressesOnly(text)).toBe("not an IP address");
    },
  );

  it("the tests' rule lets loopback through and nothing else that is not public", () => {
    expect(publicOrLoopbackForTests("127.0.0.1")).toBeNull();
    expect(publicOrLoopbackForTests("::1")).toBeNull();
    expect(publicOrLoopbackForTests("8.8.8.8")).toBeNull();
    expect(publicOrLoopbackForTests("169.254.169.254")).toBe("a link-local address, not a public one");
    expect(publicOrLoopbackForTests("10.0.0.1")).toBe("a private address, not a public one");
  });

  it("expands :: and IPv4 tails into eight groups", () => {
    expect(parseIPv6("2001:db8::1")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(parseIPv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6("1:2:3:4:5:6:7")).toBeNull();
  });
});
