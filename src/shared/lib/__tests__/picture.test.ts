import type { IGatsbyImageData } from "gatsby-plugin-image";
import { mayBeSeeThrough, pictureSrc } from "../picture";

const withFallback = (src: string): IGatsbyImageData => ({ layout: "constrained", width: 640, height: 480, images: { fallback: { src } } });

describe("pictures", () => {
  it("gives the fallback file's address, or nothing without a picture", () => {
    expect(pictureSrc(withFallback("/static/abc/123/cover.jpg"))).toBe("/static/abc/123/cover.jpg");
    expect(pictureSrc(null)).toBeUndefined();
    expect(pictureSrc(undefined)).toBeUndefined();
  });

  it("treats only JPEG files as sure to have no see-through parts", () => {
    expect(mayBeSeeThrough(withFallback("/static/a/1/photo.jpg"))).toBe(false);
    expect(mayBeSeeThrough(withFallback("/static/a/1/photo.JPEG?v=2"))).toBe(false);
    expect(mayBeSeeThrough(withFallback("/static/a/1/logo.png"))).toBe(true);
    expect(mayBeSeeThrough(withFallback("/static/a/1/sticker.webp"))).toBe(true);
    expect(mayBeSeeThrough({ layout: "fixed", width: 1, height: 1, images: {} })).toBe(true);
  });
});
