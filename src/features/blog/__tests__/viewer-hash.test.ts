import { viewerHash, viewerPictureId, withoutViewerHash } from "../viewer-hash";

describe("the image viewer's address hash", () => {
  it("reads the picture of its own gallery, and nothing from another gallery or an empty hash", () => {
    expect(viewerPictureId("#&gid=figures&pid=pilot-room", "figures")).toBe("pilot-room");
    expect(viewerPictureId("#gid=figures&pid=3", "figures")).toBe("3");
    expect(viewerPictureId("#&gid=other&pid=pilot-room", "figures")).toBeNull();
    expect(viewerPictureId("#&gid=figures&pid=", "figures")).toBeNull();
    expect(viewerPictureId("#section-2", "figures")).toBeNull();
    expect(viewerPictureId("", "figures")).toBeNull();
  });

  it("writes the shareable form and keeps other parameters", () => {
    expect(viewerHash("", "figures", "pilot-room")).toBe("#&gid=figures&pid=pilot-room");
    expect(viewerHash("#&gid=figures&pid=a", "figures", "b")).toBe("#&gid=figures&pid=b");
    expect(viewerHash("#lang=en", "figures", "a")).toBe("#lang=en&gid=figures&pid=a");
  });

  it("clears only its own parameters", () => {
    expect(withoutViewerHash("#&gid=figures&pid=a")).toBe("");
    expect(withoutViewerHash("#lang=en&gid=figures&pid=a")).toBe("#lang=en");
    expect(withoutViewerHash("")).toBe("");
  });

  it("round-trips a picture id with characters that need escaping", () => {
    expect(viewerPictureId(viewerHash("", "figures", "a&b c"), "figures")).toBe("a&b c");
  });
});
