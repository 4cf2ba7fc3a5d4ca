/** Vehicle spec section 3, "Service link entry": name, make, url (brand lists per dealer group). */
export type ServiceLink = { name: string; make: string; url: string };
