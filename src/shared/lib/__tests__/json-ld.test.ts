import { serializeJsonLd } from "../json-ld";

describe("serializeJsonLd", () => {
  const value = { "@type": "BlogPosting", headline: "</script><script>alert(1)</script> & more", line: "a\u2028b\u2029c" };

  it("writes nothing that could end the script element or break it as JavaScript", () => {
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
  });

  it("parses back to the same value", () => {
    expect(JSON.parse(serializeJsonLd(value))).toStrictEqual(value);
    expect(JSON.parse(serializeJsonLd([1, "two", null, { nested: true }]))).toStrictEqual([1, "two", null, { nested: true }]);
  });
});
