import type { EntryContext } from "react-router";

/**
 * Reads a page's hydration data (its loaders' data, which React Router encodes as a stream) in full before the page
 * renders, and hands it to React Router's `<StreamTransfer>` through the cache it keeps of what it has read
 * (`renderMeta.streamCache`), so the page renders without suspending on it (decision 022). `<StreamTransfer>` reads
 * the stream chunk by chunk, each read a Suspense boundary that suspends, which only a streaming render can wait for.
 * Pages have no deferred data, so the stream is complete as soon as the loaders are; nothing is held back by this.
 *
 * The stream itself becomes a fresh one of the same bytes each time it is asked for: the page may render twice (see
 * entry.server.tsx), and each render takes a reader of it. Should React Router stop reading its cache, it reads the
 * data from that stream as before, and the page still carries all of it.
 */
export async function readHydrationDataAhead(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  const bytes = Buffer.concat(chunks);
  context.renderMeta.streamCache = {
    0: Object.assign(Promise.resolve(), { result: { done: true, value: bytes.toString("utf8") } }),
  };
  Object.defineProperty(context, "serverHandoffStream", {
    configurable: true,
    get: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
  });
}
