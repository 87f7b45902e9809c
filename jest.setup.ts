import "@testing-library/jest-dom";

// jsdom has no matchMedia; components read prefers-color-scheme and prefers-reduced-motion.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
// jsdom does not implement scrollTo.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
