import { aspectRatio, embedUrl } from "../video";

describe("intro video source", () => {
  it("plays YouTube from its privacy-enhanced host and Vimeo without tracking", () => {
    expect(embedUrl({ channel: "youtube", id: "abc123" })).toBe("https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0");
    expect(embedUrl({ channel: "vimeo", id: "76979871" })).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
    expect(embedUrl({ channel: "youku", id: "XMTY2" })).toBe("https://player.youku.com/embed/XMTY2?autoplay=1");
  });

  it("uses the local file for a custom video, and escapes a hostile id", () => {
    expect(embedUrl({ channel: "custom", src: "/video/intro.webm" })).toBeNull();
    expect(embedUrl({ channel: "youtube", id: "a/../b?x=1" })).toBe("https://www.youtube-nocookie.com/embed/a%2F..%2Fb%3Fx%3D1?autoplay=1&rel=0");
  });

  it("reads the ratio as width:height and falls back to 16:9", () => {
    expect(aspectRatio("4:3")).toBe("4 / 3");
    expect(aspectRatio("2.39:1")).toBe("2.39 / 1");
    expect(aspectRatio("wide")).toBe("16 / 9");
    expect(aspectRatio("0:9")).toBe("16 / 9");
    expect(aspectRatio(null)).toBe("16 / 9");
  });
});
