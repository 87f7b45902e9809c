/**
 * The count of requests being answered, which the mail worker reads to let a burst go first: a request leaves the
 * count when its response closes, answered or cut off, so visitors who leave mid-request never keep an instance
 * "busy" for good. On a real socket, since a cut connection is what is under test.
 */
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, it } from "node:test";
import Fastify, { type FastifyInstance } from "fastify";
import { countInFlight } from "../src/lib/in-flight";

/** A moment the server reaches again and again: `next()` waits for the next time, `mark()` marks it. */
function recurring(): { mark: () => void; next: () => Promise<void> } {
  let mark = (): void => {};
  let arrived = new Promise<void>((resolve) => (mark = resolve));
  return {
    mark: () => mark(),
    next: async () => {
      await arrived;
      arrived = new Promise<void>((resolve) => (mark = resolve));
    },
  };
}

/** A server whose `POST /slow` handler starts, tells the test, and answers only when the test lets it. */
async function slowServer(): Promise<{
  app: FastifyInstance;
  inFlight: () => number;
  url: string;
  started: () => Promise<void>;
  release: () => void;
  closed: () => Promise<void>;
}> {
  const app = Fastify();
  const inFlight = countInFlight(app);
  const started = recurring();
  const closed = recurring();
  let releaseHandler = (): void => {};
  app.post("/slow", async (_request, reply) => {
    // Registered after the count's own listener, so it runs after the count has moved.
    reply.raw.once("close", closed.mark);
    const gate = new Promise<void>((resolve) => (releaseHandler = resolve));
    started.mark();
    await gate;
    return { success: true };
  });
  app.get("/fast", async () => ({ success: true }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, inFlight, url: `http://127.0.0.1:${port}`, started: started.next, release: () => releaseHandler(), closed: closed.next };
}

/** A sign-up-like request: a POST with a JSON body, sent whole. The caller may cut it off. */
function post(url: string): http.ClientRequest {
  const request = http.request(url, { method: "POST", agent: false, headers: { "content-type": "application/json" } });
  request.end(JSON.stringify({ email: "visitor@example.com" }));
  return request;
}

function statusOf(request: http.ClientRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

function get(url: string): Promise<number> {
  return statusOf(http.get(url, { agent: false }));
}

type SlowServer = Awaited<ReturnType<typeof slowServer>>;

/** Runs `check` against a fresh slow server and closes it after, whatever happened. */
async function withSlowServer(check: (server: SlowServer) => Promise<void>): Promise<void> {
  const server = await slowServer();
  try {
    await check(server);
  } finally {
    // A handler still held (a failed check) would keep close() waiting.
    server.release();
    await server.app.close();
  }
}

/** A visitor who sends a sign-up and leaves while its handler works; resolves once the server saw the close. */
async function leaveMidHandler(server: SlowServer): Promise<void> {
  const request = post(`${server.url}/slow`);
  request.on("error", () => {}); // the socket is cut on purpose
  await server.started();
  assert.equal(server.inFlight(), 1);
  request.destroy();
  await server.closed();
}

describe("requests being answered", () => {
  it("counts a request while its handler works and not once it is answered", () =>
    withSlowServer(async (server) => {
      const answer = statusOf(post(`${server.url}/slow`));
      await server.started();
      assert.equal(server.inFlight(), 1);
      server.release();
      assert.equal(await answer, 200);
      await server.closed();
      assert.equal(server.inFlight(), 0);
      assert.equal(await get(`${server.url}/fast`), 200);
      assert.equal(server.inFlight(), 0);
    }));

  it("stops counting a request whose visitor left while its handler worked, before and after the handler ends", () =>
    withSlowServer(async (server) => {
      await leaveMidHandler(server);
      assert.equal(server.inFlight(), 0, "the visitor left: no longer being answered");
      // The handler ends later and answers a closed connection: the count must not move again.
      server.release();
      assert.equal(await get(`${server.url}/fast`), 200);
      assert.equal(server.inFlight(), 0);
    }));

  it("returns to zero after many visitors leave mid-request, so a burst cannot leave the instance busy", () =>
    withSlowServer(async (server) => {
      for (let i = 0; i < 12; i++) {
        await leaveMidHandler(server);
        server.release();
      }
      assert.equal(server.inFlight(), 0);
    }));
});
