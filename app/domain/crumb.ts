/** One step of a breadcrumb trail: built by search (a search's or a car's facts) and rendered by SEO and the page. */
export type Crumb = { label: string; href: string };
