import { useEffect, useState } from "react";
import { api } from "../../shared/lib/api";
import { inOwnTask } from "../../shared/lib/own-task";
import { formatWaitlistCount, loadWaitlistCount } from "./rules";

/**
 * The waitlist count's number part ("2.4k+") for `base` from data/site.yaml. The server render and the first client
 * render show the base alone, so hydration markup agrees; after mount the cached or fetched count replaces it. The
 * request starts in a task of its own, outside hydration's effects (see inOwnTask).
 */
export function useWaitlistCount(base: number): string {
  const [count, setCount] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const cancel = inOwnTask(() => {
      void loadWaitlistCount({ fetchCount: (options) => api.getUserCount(options), signal: controller.signal }).then((value) => {
        if (!controller.signal.aborted && value !== null) setCount(value);
      });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, []);

  return formatWaitlistCount(count, base);
}
