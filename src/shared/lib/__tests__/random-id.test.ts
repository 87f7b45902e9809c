import { randomUuid } from "../random-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("randomUuid", () => {
  it("uses crypto.randomUUID when the browser has it", () => {
    expect(randomUuid({ randomUUID: () => "from-browser", getRandomValues: (a) => a })).toBe("from-browser");
  });
  it("builds a version-4 UUID from random bytes otherwise (plain HTTP)", () => {
    const bytes = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    };
    expect(randomUuid(bytes)).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(randomUuid(bytes)).toMatch(UUID);
  });
});
