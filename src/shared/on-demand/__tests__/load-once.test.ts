import { loadOnce } from "../load-once";

describe("loadOnce", () => {
  it("fetches once, shares the promise and keeps the value", async () => {
    const load = jest.fn(async () => "module");
    const get = loadOnce(load);
    expect(get.loaded()).toBeNull();
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, get.loaded()]).toEqual(["module", "module", "module"]);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed fetch, so the next call tries again", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("module");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    expect(get.loaded()).toBeNull();
    await expect(get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
