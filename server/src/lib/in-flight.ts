/**
 * How many requests an instance is answering, counted from their arrival until their response closes: sent, or cut
 * off because the visitor left. A POST whose visitor left while its handler worked got neither Fastify's
 * `onResponse` nor its `onRequestAbort`. Counted with those two, every sign-up cut off in a burst stayed counted
 * until the instance restarted, and the mail worker, which waits while the instance is busy, then sent about 20 mails
 * a second instead of 1,100–2,000 (docs/api.md, "Load").
 */
import type { FastifyInstance } from "fastify";

export function countInFlight(app: FastifyInstance): () => number {
  let inFlight = 0;
  app.addHook("onRequest", (_request, reply, done) => {
    inFlight += 1;
    // A response closes exactly once, whether it was sent or its connection went first.
    reply.raw.once("close", () => {
      inFlight -= 1;
    });
    done();
  });
  return () => inFlight;
}
