import { act, render, screen } from "@testing-library/react";
import { clearLoadFailure, reportLoadFailure, useLoadFailure } from "../load-failure";

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
});
