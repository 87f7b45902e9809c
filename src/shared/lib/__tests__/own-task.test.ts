import { inOwnTask } from "../own-task";

describe("inOwnTask", () => {
  it("runs the work after the current task, not during it", async () => {
    const order: string[] = [];
    inOwnTask(() => order.push("own task"));
    order.push("current task");
    await Promise.resolve();
    order.push("microtask");
    expect(order).toEqual(["current task", "microtask"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(["current task", "microtask", "own task"]);
  });

  it("does not run the work once cancelled", async () => {
    const run = jest.fn();
    const cancel = inOwnTask(run);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(run).not.toHaveBeenCalled();
  });

  it("cancelling after the work ran changes nothing", async () => {
    const run = jest.fn();
    const cancel = inOwnTask(run);
    await new Promise((resolve) => setTimeout(resolve, 0));
    cancel();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
