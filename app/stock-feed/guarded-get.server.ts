import { type LookupAddress, lookup as dnsLookup } from "node:dns";
import { get as httpGet, type IncomingMessage } from "node:http";
import { get as httpsGet } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { AddressRule } from "./photo-address";

/** An address the rule refuses; its message is safe to show whoever sent the feed. */
export class RefusedAddressError extends Error {}

/**
 * One GET (no redirects followed) of a URL a dealer named (a feed's photo, a scheduled pull), through the address rule:
 * an IP literal is checked before connecting, a host name on every address it resolves to, in the lookup the
 * connection itself uses, so a name that resolves to a public address when checked and a private one when connected
 * (DNS rebinding) cannot slip through.
 */
export function guardedGet(
  url: URL,
  options: { allowAddress: AddressRule; signal: AbortSignal; headers: Record<string, string> },
): Promise<IncomingMessage> {
  const { allowAddress, signal } = options;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host)) {
    const reason = allowAddress(host);
    if (reason) return Promise.reject(new RefusedAddressError(`is refused: ${host} is ${reason}`));
  }
  // net.connect asks this for every host name (never for an IP literal, checked above).
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      // The refusal names neither the address nor its kind: the report goes to whoever holds the feed key, who
      // must not learn from it what the server's internal names resolve to (security review d9f523c, finding 17).
      if (addresses.some(({ address }) => allowAddress(address) !== null))
        return callback(new RefusedAddressError(`is refused: ${hostname} is not a public address`), "", 0);
      if (lookupOptions.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? httpsGet : httpGet)(url, { lookup, signal, headers: options.headers }, resolve);
    request.on("error", reject);
  });
}
