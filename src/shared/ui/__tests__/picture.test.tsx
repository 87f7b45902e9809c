import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../picture";

const photo: IGatsbyImageData = {
  layout: "constrained",
  width: 480,
  height: 320,
  backgroundColor: "#a0b0c0",
  images: {
    fallback: {
      src: "/static/p/480/photo.jpg",
      srcSet: "/static/p/240/photo.jpg 240w,/static/p/480/photo.jpg 480w",
      sizes: "(min-width: 480px) 480px, 100vw",
    },
    sources: [
      { type: "image/webp", srcSet: "/static/p/240/photo.webp 240w,/static/p/480/photo.webp 480w", sizes: "(min-width: 480px) 480px, 100vw" },
    ],
  },
};

const logo: IGatsbyImageData = {
  layout: "fixed",
  width: 56,
  height: 56,
  backgroundColor: "#ffffff",
  images: { fallback: { src: "/static/l/56/logo.png" } },
};

describe("Picture", () => {
  it("wraps itself in spans, not divs, where only phrasing content may go (inside a button)", () => {
    const { container } = render(
      <button type="button">
        <Picture image={photo} alt="A classroom prototype" phrasing />
      </button>,
    );
    expect(container.querySelectorAll("button div")).toHaveLength(0);
    expect(container.querySelector("button > span.picture > span.picture-sizer")).not.toBeNull();
    expect(screen.getByRole("button", { name: "A classroom prototype" })).toBeInTheDocument();
  });

  it("shows one picture named by its alt text, with every size and format for the browser to choose from", () => {
    const { container } = render(<Picture image={photo} alt="A classroom prototype" />);
    const img = screen.getByRole("img", { name: "A classroom prototype" });
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(img).toHaveAttribute("src", "/static/p/480/photo.jpg");
    expect(img).toHaveAttribute("srcset", photo.images.fallback?.srcSet);
    expect(img).toHaveAttribute("loading", "lazy");
    const source = container.querySelector("picture source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", photo.images.sources?.[0].srcSet);
    // Nothing hides it until a script runs.
    expect(img).not.toHaveAttribute("style");
    expect(img).not.toHaveAttribute("data-src");
  });

  it("loads at once when asked (a picture at the top of the page)", () => {
    render(<Picture image={photo} alt="Cover" loading="eager" />);
    expect(screen.getByRole("img", { name: "Cover" })).toHaveAttribute("loading", "eager");
  });

  it("keeps a capped picture's shape before it loads, with its dominant colour under it", () => {
    const { container } = render(<Picture image={photo} alt="Cover" className="rounded" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveClass("picture", "picture-constrained", "rounded");
    expect(container.querySelector(".picture-sizer")).toHaveStyle({ maxWidth: "480px" });
    // An inline SVG of the picture's size and shape: an SVG picture by address would cost a document of its own.
    const sizer = container.querySelector(".picture-sizer svg");
    expect(sizer).toHaveAttribute("viewBox", "0 0 480 320");
    expect(sizer).toHaveAttribute("width", "480");
    expect(container.querySelector("div.picture-fill")).toHaveStyle({ backgroundColor: "#a0b0c0" });
  });

  it("uses the blurred copy as the placeholder when there is one", () => {
    const { container } = render(<Picture image={{ ...photo, placeholder: { fallback: "data:image/jpeg;base64,AAAA" } }} alt="Cover" />);
    // Drawn as the layer's background: an <img> with a data: address would be a load of its own while the page parses.
    expect(container.querySelector("div.picture-fill[aria-hidden='true']")).toHaveStyle({
      backgroundImage: "url(data:image/jpeg;base64,AAAA)",
      backgroundSize: "cover",
    });
    expect(container.querySelectorAll("img")).toHaveLength(1);
  });

  it("gives a fixed picture its size and no placeholder when it may be see-through", () => {
    const { container } = render(<Picture image={logo} alt="" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveStyle({ width: "56px", height: "56px" });
    expect(container.querySelectorAll(".picture-fill")).toHaveLength(1);
    // A decorative picture (alt="") is left out of the accessibility tree.
    expect(screen.queryAllByRole("img")).toHaveLength(0);
  });

  it("keeps a full-width picture's shape by its proportions", () => {
    const { container } = render(<Picture image={{ ...photo, layout: "fullWidth" }} alt="Banner" />);
    expect(container.querySelector("[aria-hidden='true']")).toHaveStyle({ paddingTop: `${(320 / 480) * 100}%` });
  });
});
