import { apiError } from "~/lib/api-error";

/** Any other /api path: the API's 404 in its JSON shape, for every method (not the site's HTML page). */
const notFound = () => apiError("not_found", "There is no such API endpoint.");

export const loader = notFound;
export const action = notFound;
