import { isRouteErrorResponse } from "react-router";

/** A console page's refusal (403, 404, a bad form) in words; exported as each console route's ErrorBoundary (React Router passes it the error). */
export function ConsoleError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 403 ? "No access" : status === 404 ? "Not found" : "Something went wrong";
  const text =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : status === 404
        ? "There's nothing at this address in the console."
        : "Sorry, this page couldn't load. Please try again in a moment.";
  return (
    <div className="mx-auto max-w-2xl py-8">
      <title>{title}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <p className="mt-6">
        <a href="/dealer" className="underline underline-offset-2">
          Back to the console
        </a>
      </p>
    </div>
  );
}
