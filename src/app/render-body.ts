import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/**
 * A page's body as HTML, rendered as Gatsby renders it (renderToPipeableStream, written out once everything is
 * ready), with every Suspense boundary left in place. React 19 moves a finished boundary bigger than its
 * `progressiveChunkSize` (12 800 bytes by default) to the end of the body, in a hidden element, and adds a script
 * that puts it back: without JavaScript those sections would never show, and with it they would show only once that
 * script has run. HydrateApart wraps whole page sections in boundaries, so most pages have one that big.
 * gatsby-ssr's replaceRenderer uses this in place of Gatsby's own render (docs/framework-hacks.md).
 */
export function renderBody(body: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    sink.on("error", reject);
    const { pipe } = renderToPipeableStream(body, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      // As Gatsby does: an error anywhere in the page fails its build.
      onError: (error) => {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
