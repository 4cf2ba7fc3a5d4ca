import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { ReactElement } from "react";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { UNAVAILABLE_RETRY_SECONDS } from "./lib/api-error";
import { DocumentHtmlContext } from "./render/document-html";
import { readHydrationDataAhead } from "./lib/hydration-data-ahead.server";
import { scriptsAfterFirstPaint, scriptsAfterFirstPaintWhole } from "./lib/scripts-after-paint.server";
import { StylesheetTextContext } from "./lib/inline-stylesheet";
import { stylesheetText } from "./lib/stylesheet-text.server";
import siteStylesheet from "./app.css?url";

export const streamTimeout = 5_000;

// What React's string renderer writes for a Suspense boundary it could not finish: left to the browser, or pending.
const UNFINISHED_BOUNDARIES = ["<!--$!-->", "<!--$?-->"];

/**
 * React Router's default Node entry, plus the per-request CSP nonce on every inline script, rendered in one piece
 * when it can be (decision 022): the page's hydration data is read first, so nothing in the page suspends, and
 * React's string renderer makes the page at about half the CPU of its streaming renderer, which encodes the page
 * in pieces of a few bytes. A page where something did suspend (a component whose code this process has not loaded
 * yet, on its first use) renders again, streamed, as before.
 */
export default async function handleRequest(
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
  await readHydrationDataAhead(routerContext);
  const page = () => (
    <DocumentHtmlContext value={loadContext.documentHtml}>
      <StylesheetTextContext value={import.meta.env.PROD ? stylesheetText(siteStylesheet) : ""}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetTextContext>
    </DocumentHtmlContext>
  );
  const whole = renderWhole(page());
  if (whole) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(whole, { headers: responseHeaders, status: responseStatusCode });
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(page(), {
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
    });
  });
}

/**
 * The page's HTML, its scripts deferred, or null when the string renderer could not finish it: a Suspense boundary
 * left unfinished, or an error or a suspension outside any boundary. The streaming renderer then waits for what
 * suspended, and reports an error as it always has.
 */
function renderWhole(page: ReactElement): Buffer<ArrayBuffer> | null {
  let html: Buffer;
  try {
    html = Buffer.from(`<!DOCTYPE html>${renderToString(page)}`);
  } catch {
    return null;
  }
  if (UNFINISHED_BOUNDARIES.some((marker) => html.includes(marker))) return null;
  return scriptsAfterFirstPaintWhole(html);
}

/** Errors React Router catches in loaders, actions and rendering: logged with the request (its default is console.error). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A route error response (a 405 for a page without an action, say) carries the underlying error.
  const cause = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  context.logger.error({ err: cause }, "request failed");
};
