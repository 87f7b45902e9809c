import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { StorageArea } from "../../lib/storage";
import { booleanCodec, jsonCodec, stringCodec } from "../../lib/storage-codecs";
import { usePersistentState } from "../use-persistent-state";

// The Node build of the server renderer (the browser build needs TextEncoder, which jsdom lacks).
const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

const countCodec = jsonCodec<number>("count", (d) => (typeof d === "number" ? d : null), 0, (v) => v === 0);

function Counter({ storage = "local" }: { storage?: StorageArea }) {
  const [count, setCount, { restored }] = usePersistentState("count", countCodec, storage);
  return (
    <div>
      <p>Count: {count}</p>
      <p>{restored ? "restored" : "default"}</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Add one
      </button>
      <button
        type="button"
        onClick={() => {
          setCount((n) => n + 1);
          setCount((n) => n + 1);
        }}
      >
        Add two
      </button>
      <button type="button" onClick={() => setCount(0)}>
        Reset
      </button>
    </div>
  );
}

function Token() {
  const [token, setToken] = usePersistentState("token", stringCodec, "session");
  return (
    <div>
      <p>Token: {token ?? "none"}</p>
      <button type="button" onClick={() => setToken("t-123")}>
        Sign in
      </button>
      <button type="button" onClick={() => setToken(null)}>
        Sign out
      </button>
    </div>
  );
}

const otherTab = (init: StorageEventInit): void => {
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", init));
  });
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("usePersistentState", () => {
  it("renders the default on the server and hydrates without a mismatch, then shows the stored value", async () => {
    localStorage.setItem("count", "5");
    const html = renderToString(<Counter />);
    expect(html).toContain("Count: <!-- -->0");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <Counter />);
      });
      expect(container).toHaveTextContent("Count: 5");
      expect(container).toHaveTextContent("restored");
      expect(errors).not.toHaveBeenCalled();
      act(() => root?.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it("restores the stored value after mount and stores each change", async () => {
    localStorage.setItem("count", "2");
    render(<Counter />);
    expect(screen.getByText("Count: 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add one" }));
    expect(screen.getByText("Count: 3")).toBeInTheDocument();
    expect(localStorage.getItem("count")).toBe("3");
  });

  it("removes the key when the codec serializes to null", async () => {
    localStorage.setItem("count", "2");
    render(<Counter />);
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByText("Count: 0")).toBeInTheDocument();
    expect(localStorage.getItem("count")).toBeNull();
  });

  it("does not write back what it restored, even an unreadable value", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      localStorage.setItem("count", "{broken");
      render(<Counter />);
      expect(screen.getByText("Count: 0")).toBeInTheDocument();
      expect(localStorage.getItem("count")).toBe("{broken");
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it("keeps updaters pure: under StrictMode (which calls queued updaters twice) two updates add two and write once", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    try {
      render(
        <StrictMode>
          <Counter />
        </StrictMode>,
      );
      await userEvent.click(screen.getByRole("button", { name: "Add two" }));
      expect(screen.getByText("Count: 2")).toBeInTheDocument();
      expect(setItem.mock.calls.filter(([key]) => key === "count")).toEqual([["count", "2"]]);
    } finally {
      setItem.mockRestore();
    }
  });

  it("uses session storage when asked, as a plain string", async () => {
    sessionStorage.setItem("token", "stored-token");
    render(<Token />);
    expect(screen.getByText("Token: stored-token")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(sessionStorage.getItem("token")).toBe("t-123");
    expect(localStorage.getItem("token")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(screen.getByText("Token: none")).toBeInTheDocument();
    expect(sessionStorage.getItem("token")).toBeNull();
  });

  it("follows changes made in another tab to the same key and area only", () => {
    render(<Counter />);
    otherTab({ key: "count", newValue: "7", storageArea: localStorage });
    expect(screen.getByText("Count: 7")).toBeInTheDocument();
    otherTab({ key: "other", newValue: "9", storageArea: localStorage });
    otherTab({ key: "count", newValue: "9", storageArea: sessionStorage });
    expect(screen.getByText("Count: 7")).toBeInTheDocument();
    otherTab({ key: "count", newValue: null, storageArea: localStorage });
    expect(screen.getByText("Count: 0")).toBeInTheDocument();
    otherTab({ key: "count", newValue: "4", storageArea: localStorage });
    otherTab({ key: null, newValue: null, storageArea: localStorage });
    expect(screen.getByText("Count: 0")).toBeInTheDocument();
  });

  it("stops following other tabs after unmount", () => {
    const { unmount } = render(<Counter />);
    const removed = jest.spyOn(window, "removeEventListener");
    try {
      unmount();
      expect(removed).toHaveBeenCalledWith("storage", expect.any(Function));
    } finally {
      removed.mockRestore();
    }
  });

  it("keeps working in memory when storage throws (private mode, quota)", async () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      render(<Counter />);
      expect(screen.getByText("Count: 0")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Add one" }));
      await userEvent.click(screen.getByRole("button", { name: "Add one" }));
      expect(screen.getByText("Count: 2")).toBeInTheDocument();
      expect(setItem).toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });

  it("reads the booleanCodec's 'true'/'false' format", () => {
    function Dark() {
      const [dark] = usePersistentState("isDark", booleanCodec);
      return <p>{dark === null ? "no choice" : String(dark)}</p>;
    }
    localStorage.setItem("isDark", "false");
    render(<Dark />);
    expect(screen.getByText("false")).toBeInTheDocument();
  });
});
