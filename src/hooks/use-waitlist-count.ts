import { useEffect, useState } from "react";
import { getUserCount } from "../lib/api";
import { formatWaitlistCount, loadWaitlistCount } from "../lib/waitlist-count";

/**
 * The waitlist count's number part ("2.4k+") for `base` from data/site.yaml. The server render and the first client
 * render show the base alone, so hydration markup agrees; after mount the cached or fetched count replaces it.
 */
export function useWaitlistCount(base: number): string {
  const [count, setCount] = useState(0);

  useEffect(() => {
    let active = true;
    void loadWaitlistCount({ fetchCount: () => getUserCount() }).then((value) => {
      if (active && value !== null) setCount(value);
    });
    return () => {
      active = false;
    };
  }, []);

  return formatWaitlistCount(count, base);
}
