import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("TRUSTED_PROXIES", () => {
  it("trusts no proxy by default", () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
  });
  it("takes addresses, CIDR ranges and Express's names, comma-separated", () => {
    expect(parseEnv({ TRUSTED_PROXIES: "loopback, 10.0.0.0/8,192.168.1.7, fd00::/8,::1" }).TRUSTED_PROXIES).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.168.1.7",
      "fd00::/8",
      "::1",
    ]);
  });
  it("refuses anything else, naming the variable", () => {
    for (const bad of ["true", "*", "10.0.0.0/33", "example.com", "10.0.0.1/8/8", "::1/129", "10.0.0.0/x"])
      expect(() => parseEnv({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("LOG_LEVEL", () => {
  it("defaults to info, and to warn for a terminal (a person reading npm start's list of sites)", () => {
    expect(parseEnv({}).LOG_LEVEL).toBe("info");
    expect(parseEnv({}, { terminal: true }).LOG_LEVEL).toBe("warn");
    expect(parseEnv({ LOG_LEVEL: "debug" }, { terminal: true }).LOG_LEVEL).toBe("debug");
  });
});

describe("PLATFORM_HOSTS", () => {
  it("is localhost and the loopback addresses by default", () => {
    expect(parseEnv({}).PLATFORM_HOSTS).toEqual(["localhost", "127.0.0.1", "[::1]"]);
  });
  it("takes host names, comma-separated, in lower case", () => {
    expect(parseEnv({ PLATFORM_HOSTS: "Admin.Example.com.au, localhost" }).PLATFORM_HOSTS).toEqual(["admin.example.com.au", "localhost"]);
  });
  it("refuses a port, a path, a URL or nothing at all, naming the variable", () => {
    for (const bad of ["admin.example.com:3000", "https://admin.example.com", "admin.example.com/x", " , ", "a..b"])
      expect(() => parseEnv({ PLATFORM_HOSTS: bad }), bad).toThrow(/PLATFORM_HOSTS/);
  });
});

describe("STORAGE", () => {
  it("keeps files in the local directory by default", () => {
    expect(parseEnv({})).toMatchObject({ STORAGE: "local", S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false, S3_PREFIX: "" });
  });
  it("takes an S3-compatible bucket with its endpoint, keys, addressing and prefix", () => {
    expect(
      parseEnv({
        STORAGE: "s3",
        S3_BUCKET: "dealer-photos",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
        S3_PREFIX: "platform/one/",
      }),
    ).toMatchObject({ STORAGE: "s3", S3_BUCKET: "dealer-photos", S3_FORCE_PATH_STYLE: true, S3_PREFIX: "platform/one/" });
  });
  it("refuses S3 without a bucket, half a key pair, a bad bucket name or a prefix that is not a folder", () => {
    expect(() => parseEnv({ STORAGE: "s3" })).toThrow(/S3_BUCKET: STORAGE=s3 needs the bucket's name/);
    expect(() => parseEnv({ STORAGE: "s3", S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "id" })).toThrow(/S3_SECRET_ACCESS_KEY: .* go together/);
    expect(() => parseEnv({ STORAGE: "s3", S3_BUCKET: "Photos_1" })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => parseEnv({ S3_PREFIX: "platform" })).toThrow(/S3_PREFIX/);
    expect(() => parseEnv({ S3_ENDPOINT: "ftp://x" })).toThrow(/S3_ENDPOINT/);
  });
});
