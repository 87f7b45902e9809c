/**
 * Gathers calls made in one turn of the event loop (and while the previous group is in flight) and runs them as one
 * group: one statement for a burst of sign-ups instead of one each. `run` gets the group's items and answers one
 * result per item, in order; if it throws, every call of the group rejects with its error. At most `maxSize` items
 * go in one group, and never two with the same `keyOf` (two sign-ups for one address): the second waits for the next.
 */
export interface Batcher<In, Out> {
  add(item: In): Promise<Out>;
}

export function createBatcher<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  maxSize: number,
  keyOf?: (item: In) => string,
): Batcher<In, Out> {
  let waiting: { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;
  let running = false;

  const next = async (): Promise<void> => {
    scheduled = false;
    running = true;
    while (waiting.length > 0) {
      const group: typeof waiting = [];
      const later: typeof waiting = [];
      const keys = new Set<string>();
      for (const entry of waiting) {
        const key = keyOf?.(entry.item);
        if (group.length < maxSize && (key === undefined || !keys.has(key))) {
          if (key !== undefined) keys.add(key);
          group.push(entry);
        } else later.push(entry);
      }
      waiting = later;
      try {
        const results = await run(group.map((entry) => entry.item));
        group.forEach((entry, i) => entry.resolve(results[i]));
      } catch (error) {
        group.forEach((entry) => entry.reject(error));
      }
    }
    running = false;
  };

  return {
    add(item) {
      const answer = new Promise<Out>((resolve, reject) => waiting.push({ item, resolve, reject }));
      if (!scheduled && !running) {
        scheduled = true;
        setImmediate(() => void next());
      }
      return answer;
    },
  };
}
