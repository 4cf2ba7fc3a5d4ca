import { describe, expect, it } from "vitest";
import { cachedAnswer, cachedClientLoader, DIRECTORY_CLIENT_CACHE_SIZE, ResponseCache } from "./response-cache";

const MINUTE = 60_000;

describe("client cache of search answers (discovery spec sections 7 and 9)", () => {
  it("keeps the configured number of answers (10 like the directory and offers caches) and drops the oldest first", () => {
    const cache = new ResponseCache<number>(10, MINUTE);
    for (let i = 1; i <= 11; i++) cache.set(`/search?page=${i}`, i, 0);
    expect(cache.keys()).toHaveLength(10);
    expect(cache.get("/search?page=1", 0)).toBeUndefined();
    expect(cache.get("/search?page=2", 0)).toBe(2);
    expect(cache.get("/search?page=11", 0)).toBe(11);
  });
  it("drops by age of storing, not of reading: reading an old answer does not keep it", () => {
    const cache = new ResponseCache<string>(2, MINUTE);
    cache.set("a", "A", 0);
    cache.set("b", "B", 1);
    expect(cache.get("a", 2)).toBe("A");
    cache.set("c", "C", 3);
    expect(cache.keys()).toEqual(["b", "c"]);
  });
  it("stores a fetched-again answer as the newest", () => {
    const cache = new ResponseCache<string>(2, MINUTE);
    cache.set("a", "A", 0);
    cache.set("b", "B", 1);
    cache.set("a", "A2", 2);
    cache.set("c", "C", 3);
    expect(cache.keys()).toEqual(["a", "c"]);
    expect(cache.get("a", 3)).toBe("A2");
  });
  it("forgets an answer older than its maximum age", () => {
    const cache = new ResponseCache<string>(5, MINUTE);
    cache.set("a", "A", 0);
    expect(cache.get("a", MINUTE)).toBe("A");
    expect(cache.get("a", MINUTE + 1)).toBeUndefined();
    expect(cache.keys()).toEqual([]);
  });
  it("shrinks to a new size by dropping the oldest, and caches nothing at size 0", () => {
    const cache = new ResponseCache<number>(10, MINUTE);
    for (let i = 0; i < 5; i++) cache.set(String(i), i, i);
    cache.resize(2);
    expect(cache.keys()).toEqual(["3", "4"]);
    cache.resize(0);
    cache.set("x", 1, 9);
    expect(cache.get("x", 9)).toBeUndefined();
  });
});

describe("the offers search's and the manufacturer directory's client cache (discovery spec section 9: 10 each)", () => {
  const args = <T>(path: string, answer: () => Promise<T>) => ({ request: new Request(`http://x${path}`), serverLoader: answer });

  it("keeps the spec's 10", () => {
    expect(DIRECTORY_CLIENT_CACHE_SIZE).toBe(10);
  });

  it("answers a query seen before from memory, without asking the server again", async () => {
    const clientLoader = cachedClientLoader(DIRECTORY_CLIENT_CACHE_SIZE);
    let asked = 0;
    const server = async () => `answer ${++asked}`;
    expect(await clientLoader(args("/special-offers?make=ford", server))).toBe("answer 1");
    expect(await clientLoader(args("/special-offers?make=kia", server))).toBe("answer 2");
    expect(await clientLoader(args("/special-offers?make=ford", server))).toBe("answer 1");
    expect(asked).toBe(2);
  });

  it("holds 10 queries, the oldest going first, and keys by path and query alone", async () => {
    const clientLoader = cachedClientLoader(DIRECTORY_CLIENT_CACHE_SIZE);
    let asked = 0;
    const server = async () => ++asked;
    for (let page = 1; page <= 11; page++) await clientLoader(args(`/brands?offset=${page * 21}`, server));
    expect(asked).toBe(11);
    await clientLoader(args("/brands?offset=231#top", server));
    expect(asked).toBe(11);
    await clientLoader(args("/brands?offset=21", server));
    expect(asked).toBe(12);
  });

  it("asks again once the answer is older than the cache's minute, and keeps no failed answer", async () => {
    const cache = new ResponseCache<unknown>(10, MINUTE);
    const request = new Request("http://x/brands?make=kia");
    let clock = 0;
    const now = () => clock;
    await expect(cachedAnswer(cache, request, () => Promise.reject(new Error("offline")), now)).rejects.toThrow("offline");
    expect(await cachedAnswer(cache, request, async () => "first", now)).toBe("first");
    clock = MINUTE + 1;
    expect(await cachedAnswer(cache, request, async () => "second", now)).toBe("second");
  });
});
