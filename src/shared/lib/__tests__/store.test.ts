import { createStore } from "../store";

type Action = { type: "add"; by: number } | { type: "same" };
const reducer = (state: { total: number }, action: Action) => (action.type === "add" ? { total: state.total + action.by } : state);

describe("createStore", () => {
  it("applies each action to the state and tells every listener", () => {
    const store = createStore(reducer, { total: 1 });
    const heard: number[] = [];
    store.subscribe(() => heard.push(store.getState().total));
    store.dispatch({ type: "add", by: 2 });
    store.dispatch({ type: "add", by: 3 });
    expect(store.getState()).toEqual({ total: 6 });
    expect(heard).toEqual([3, 6]);
  });

  it("keeps the state it started with for hydration", () => {
    const store = createStore(reducer, { total: 1 });
    store.dispatch({ type: "add", by: 2 });
    expect(store.getInitialState()).toEqual({ total: 1 });
  });

  it("tells no one when an action changes nothing, and stops telling a listener that left", () => {
    const store = createStore(reducer, { total: 0 });
    const listener = jest.fn();
    const leave = store.subscribe(listener);
    store.dispatch({ type: "same" });
    expect(listener).not.toHaveBeenCalled();
    leave();
    store.dispatch({ type: "add", by: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});
