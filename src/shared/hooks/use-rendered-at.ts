import { useCallback, useEffect, useRef } from "react";

/** When the form first rendered in the browser (epoch ms), for the time-to-submit signal; read it at submit. */
export function useRenderedAt(): () => number {
  const renderedAt = useRef(0);
  useEffect(() => {
    renderedAt.current = Date.now();
  }, []);
  return useCallback(() => renderedAt.current, []);
}
