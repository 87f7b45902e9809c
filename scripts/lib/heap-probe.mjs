// The live JavaScript heap of a process started with `--inspect=127.0.0.1:PORT`: a full garbage collection, then
// the bytes still in use. Resident memory cannot tell a leak from garbage V8 has not collected yet, or from pages it
// keeps after collecting; this can. For benchmarks on loopback only: the inspector gives whoever reaches it the
// whole process.

/** Sends one DevTools protocol command on an open socket; resolves to its result. */
function command(socket, id, method) {
  return new Promise((resolve, reject) => {
    const onMessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.id !== id) return;
      socket.removeEventListener("message", onMessage);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
    };
    socket.addEventListener("message", onMessage);
    socket.send(JSON.stringify({ id, method }));
  });
}

/** MiB of JavaScript heap in use right after a full collection, in the process whose inspector listens on `port`. */
export async function liveHeapMiB(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(5000) })).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot reach the inspector on port ${port}`)), { once: true });
  });
  try {
    await command(socket, 1, "HeapProfiler.collectGarbage");
    const { usedSize } = await command(socket, 2, "Runtime.getHeapUsage");
    return usedSize / 1024 ** 2;
  } finally {
    socket.close();
  }
}
