import { act, render, screen } from "@testing-library/react";
import { afterLoad, clearLoadFailure, reportLoadFailure, useLoadFailure } from "../load-failure";

function Probe() {
  return <p>{useLoadFailure() ? "failed" : "fine"}</p>;
}

describe("load failures", () => {
  it("tells the page when a part could not be fetched, logs why, and forgets it when cleared", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<Probe />);
    expect(screen.getByText("fine")).toBeInTheDocument();
    const error = new Error("ChunkLoadError");
    act(() => reportLoadFailure("The menu", error));
    expect(screen.getByText("failed")).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith("The menu could not be loaded.", error);
    act(() => clearLoadFailure());
    expect(screen.getByText("fine")).toBeInTheDocument();
    log.mockRestore();
  });

  it("opens a part once it arrives, and shows the message instead when it cannot", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<Probe />);
    const opened: string[] = [];
    await act(() => afterLoad(Promise.reject(new Error("offline")), "The cart", (part: string) => opened.push(part)));
    expect(screen.getByText("failed")).toBeInTheDocument();
    expect(opened).toEqual([]);
    await act(() => afterLoad(Promise.resolve("cart panel"), "The cart", (part) => opened.push(part)));
    expect(opened).toEqual(["cart panel"]);
    expect(screen.getByText("fine")).toBeInTheDocument();
    log.mockRestore();
  });
});
