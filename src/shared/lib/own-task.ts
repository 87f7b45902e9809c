/**
 * Runs `run` in a task of its own, after the current task (and any input already waiting), and answers a function
 * that cancels it when it has not run yet.
 *
 * For work that an effect starts at hydration and the first frame does not need, such as a request or a chunk to
 * fetch: React runs the effects of hydration's first commit in one task, and starting a fetch there costs the main
 * thread several milliseconds (more on a phone), which makes that task one a press has to wait for. In a task of
 * its own it runs a moment later, and the browser can handle input and paint in between.
 */
export function inOwnTask(run: () => void): () => void {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
