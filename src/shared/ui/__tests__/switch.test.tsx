import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Switch } from "../switch";

function Statistics({ start = false }: { start?: boolean }) {
  const [on, setOn] = useState(start);
  return <Switch checked={on} onChange={setOn} label="Statistics" stateLabels={{ on: "On", off: "Off" }} />;
}

describe("Switch", () => {
  it("is a switch named by its label, showing its state in words that are not part of the name", async () => {
    render(<Statistics />);
    const toggle = screen.getByRole("switch", { name: "Statistics" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(toggle).toHaveTextContent("Off");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(toggle).toHaveTextContent("On");
    expect(toggle).toHaveAccessibleName("Statistics");
  });

  it.each(["{Enter}", " "])("toggles with the keyboard (%p) after Tab", async (key) => {
    render(<Statistics />);
    await userEvent.tab();
    const toggle = screen.getByRole("switch", { name: "Statistics" });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(key);
    expect(toggle).toBeChecked();
    await userEvent.keyboard(key);
    expect(toggle).not.toBeChecked();
  });

  it("can keep its label for screen readers only", () => {
    render(<Switch checked onChange={() => undefined} label="Add SL Training to Startups" hideLabel />);
    expect(screen.getByRole("switch", { name: "Add SL Training to Startups" })).toBeChecked();
    expect(screen.getByText("Add SL Training to Startups")).toHaveClass("visually-hidden");
  });

  it("when disabled stays focusable, is announced as unavailable, keeps its state and reports the press", async () => {
    const onChange = jest.fn();
    const onDisabledPress = jest.fn();
    render(
      <Switch checked onChange={onChange} label="Necessary" disabled onDisabledPress={onDisabledPress} stateLabels={{ on: "On", off: "Off" }} />,
    );
    const toggle = screen.getByRole("switch", { name: "Necessary" });
    expect(toggle).toHaveAttribute("aria-disabled", "true");
    expect(toggle).not.toHaveAttribute("disabled");
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.click(toggle);
    expect(onDisabledPress).toHaveBeenCalledTimes(2);
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveTextContent("On");
  });

  it("does not submit a form it sits in", async () => {
    const submit = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Statistics />
      </form>,
    );
    await userEvent.click(screen.getByRole("switch", { name: "Statistics" }));
    expect(submit).not.toHaveBeenCalled();
  });
});
