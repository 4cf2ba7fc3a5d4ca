export type PostalAddress = { street: string; city: string; state: string; postcode: string };

/** One line, as Australian addresses are written: '12 Smith Street, Brisbane QLD 4000'. */
export const formatAddress = (a: PostalAddress) => `${a.street}, ${a.city} ${a.state} ${a.postcode}`;

/** Get Directions opens the shopper's maps app with the location as the destination. */
export const directionsHref = (a: PostalAddress) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress(a))}`;
