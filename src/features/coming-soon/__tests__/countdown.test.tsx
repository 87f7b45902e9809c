import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Countdown, type CountdownLabels } from "../components/countdown";

const labels: CountdownLabels = {
  days: "days",
  hours: "hours",
  minutes: "minutes",
  seconds: "seconds",
  left: "left",
  pause: "Pause countdown",
  resume: "Resume countdown",
  heading: "Launching in",
};
const DONE = "You are good to go!";
const START = new Date("2025-03-01T09:00:00Z").getTime();

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });
const box = (label: string) => screen.getByText(label).closest("li") as HTMLElement;
const status = () => screen.getByRole("status");

describe("Countdown", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(START);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("renders placeholder boxes and an empty status on the server, and hydrates without a mismatch", async () => {
    // jsdom has no TextEncoder, which React's browser build of the server renderer needs when it loads.
    Object.assign(globalThis, { TextEncoder: (await import("util")).TextEncoder });
    const { renderToString } = await import("react-dom/server");
    const ui = <Countdown labels={labels} doneText={DONE} />;
    const html = renderToString(ui);
    expect(html.match(/–/g)).toHaveLength(4);
    expect(html).not.toMatch(/180/);
    expect(html).toMatch(/<p[^>]*role="status"[^>]*><\/p>/);

    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    render(ui, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(within(box("days")).getByText("180")).toBeInTheDocument();
  });

  it("shows 180 days after mount in four labelled boxes with tabular digits", () => {
    render(<Countdown labels={labels} doneText={DONE} />);
    expect(screen.getByRole("region", { name: "Launching in" })).toBeInTheDocument();
    expect(within(box("days")).getByText("180")).toBeInTheDocument();
    expect(within(box("hours")).getByText("00")).toBeInTheDocument();
    expect(within(box("seconds")).getByText("00")).toBeInTheDocument();
    expect(within(box("days")).getByText("180")).toHaveStyle("font-variant-numeric: tabular-nums");
    advance(1_000);
    expect(within(box("days")).getByText("179")).toBeInTheDocument();
    expect(within(box("hours")).getByText("23")).toBeInTheDocument();
    expect(within(box("seconds")).getByText("59")).toBeInTheDocument();
  });

  it("keeps the ticking digits out of the live region", () => {
    render(<Countdown labels={labels} doneText={DONE} />);
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(within(status()).queryByText("180")).toBeNull();
    expect(screen.getByRole("list").closest("[aria-live]")).toBeNull();
    expect(status()).toHaveAttribute("aria-live", "polite");
    expect(status()).toHaveClass("visually-hidden");
  });

  it("changes the status text at most once a minute", () => {
    render(<Countdown labels={labels} doneText={DONE} />);
    expect(status()).toHaveTextContent(/^180 days, 0 hours, 0 minutes left$/);
    advance(59_000);
    expect(within(box("seconds")).getByText("01")).toBeInTheDocument();
    expect(status()).toHaveTextContent(/^180 days, 0 hours, 0 minutes left$/);
    advance(1_000);
    expect(status()).toHaveTextContent(/^179 days, 23 hours, 59 minutes left$/);
    advance(59_000);
    expect(status()).toHaveTextContent(/^179 days, 23 hours, 59 minutes left$/);
    advance(1_000);
    expect(status()).toHaveTextContent(/^179 days, 23 hours, 58 minutes left$/);
  });

  it("shows and announces the done text when the target is reached", () => {
    render(<Countdown labels={labels} doneText={DONE} days={3 / 86_400} />);
    expect(status()).toHaveTextContent("3 seconds left");
    expect(screen.queryByText(DONE)).toBeNull();
    advance(2_000);
    expect(status()).toHaveTextContent("3 seconds left");
    advance(1_000);
    expect(status()).toHaveTextContent(DONE);
    expect(status()).not.toHaveClass("visually-hidden");
    expect(screen.getByText(DONE)).toBeVisible();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("has a pause button that freezes the digits and resumes without losing time", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Countdown labels={labels} doneText={DONE} days={10 / 86_400} />);
    advance(2_000);
    await user.click(screen.getByRole("button", { name: "Pause countdown" }));
    expect(within(box("seconds")).getByText("08")).toBeInTheDocument();
    advance(30_000);
    expect(within(box("seconds")).getByText("08")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resume countdown" }));
    advance(1_000);
    expect(within(box("seconds")).getByText("07")).toBeInTheDocument();
  });
});
