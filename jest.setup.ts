import "@testing-library/jest-dom";

// A test file may ask for Node's environment (`@jest-environment node`, the server render): nothing below applies.
const inBrowser = typeof window !== "undefined";

// jsdom has no matchMedia; components read prefers-color-scheme and prefers-reduced-motion.
if (inBrowser && !window.matchMedia) {
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
// jsdom does not implement scrollTo, nor scrollIntoView (the search dialog keeps its active option in view).
if (inBrowser) window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (inBrowser) Element.prototype.scrollIntoView = () => undefined;

// jsdom has <dialog> but not its modal behaviour. This stands in for the parts our Dialog relies on: showModal()
// focuses the first focusable element, Escape fires a cancelable "cancel" on the top dialog and then closes it,
// close() fires "close" (synchronously here; browsers queue it).
if (typeof HTMLDialogElement !== "undefined" && typeof HTMLDialogElement.prototype.showModal !== "function") {
  const modals: HTMLDialogElement[] = [];
  const focusable = "button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException("The dialog is already open.", "InvalidStateError");
    this.setAttribute("open", "");
    modals.push(this);
    const first = this.querySelector<HTMLElement>("[autofocus]") ?? this.querySelector<HTMLElement>(focusable);
    (first ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    modals.splice(modals.indexOf(this), 1);
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event("close"));
  };
  document.addEventListener("keydown", (event) => {
    const top = modals[modals.length - 1];
    if (event.key !== "Escape" || !top || event.defaultPrevented) return;
    if (top.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
  });
}
