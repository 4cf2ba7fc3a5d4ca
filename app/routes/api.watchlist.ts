import { apiError } from "~/lib/api-error";

// Being built (issue 14): answers 404 like an unknown API path until then.
export const loader = () => apiError("not_found", "Not found.");
export const action = loader;
