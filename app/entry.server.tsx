import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { UNAVAILABLE_RETRY_SECONDS } from "./lib/api-error";
import { DocumentHtmlContext } from "./content/document-html";
import { scriptsAfterFirstPaint } from "./lib/scripts-after-paint.server";
import { StylesheetTextContext } from "./lib/inline-stylesheet";
import { stylesheetText } from "./lib/stylesheet-text.server";
import siteStylesheet from "./app.css?url";

export const streamTimeout = 5_000;

// React Router's default Node entry, plus the per-request CSP nonce on every inline script.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page that could not reach the database (server/database-unavailable.ts) says when to come back.
  if (responseStatusCode === 503 && !responseHeaders.has("Retry-After"))
    responseHeaders.set("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <DocumentHtmlContext value={loadContext.documentHtml}>
        <StylesheetTextContext value={import.meta.env.PROD ? stylesheetText(siteStylesheet) : ""}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext>
      </DocumentHtmlContext>,
      {
        nonce,
        // A finished Suspense boundary stays in place in the HTML however large (React moves one over 12.8 KB
        // to the end of the stream, shown by a script): an island (app/components/ui/island.tsx) is a boundary,
        // and without JavaScript it must still be there.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = scriptsAfterFirstPaint(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logger.error({ err: error }, "page render failed");
        },
      },
    );
  });
}

/** Errors React Router catches in loaders, actions and rendering: logged with the request (its default is console.error). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A route error response (a 405 for a page without an action, say) carries the underlying error.
  const cause = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  context.logger.error({ err: cause }, "request failed");
};
