import { render, screen } from "@testing-library/react";
import { LeadDialogsProvider } from "../../leads";
import { ContactAside } from "../components/contact-aside";
import { PostMeta } from "../components/post-meta";
import { PostNav } from "../components/post-nav";

const words = { by: "By", readingTime: "{minutes} min read" };

describe("PostMeta", () => {
  it("shows the category, the author, the date and the reading time, with links to the category and the author", () => {
    render(
      <PostMeta
        category="Accessibility & Ethics"
        author={{ id: "maya-okafor", name: "Maya Okafor" }}
        date="2025-11-11"
        dateText="November 11, 2025"
        readingMinutes={4}
        words={words}
      />,
    );
    expect(screen.getByRole("link", { name: "Accessibility & Ethics" })).toHaveAttribute("href", "/blog-category/accessibility-and-ethics/");
    expect(screen.getByRole("link", { name: "Maya Okafor" })).toHaveAttribute("href", "/blog-author/maya-okafor/");
    expect(screen.getByText("November 11, 2025")).toHaveAttribute("datetime", "2025-11-11");
    expect(screen.getByText("4 min read")).toBeInTheDocument();
  });

  it("shows no reading time for a post without a body, and no author line without an author", () => {
    render(<PostMeta category="Inclusive Design" author={null} date="2025-01-02" dateText="January 2, 2025" readingMinutes={0} words={words} />);
    expect(screen.queryByText(/min read/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^By/)).not.toBeInTheDocument();
  });
});

describe("PostNav", () => {
  it("links the older and newer article in the standard layout", () => {
    render(
      <PostNav
        label="More articles"
        previous={{ id: "25", title: "Older" }}
        next={{ id: "27", title: "Newer" }}
        words={{ previous: "Previous", next: "Next" }}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "More articles" });
    expect(nav.querySelector('a[rel="prev"]')).toHaveAttribute("href", "/blog-details/25/");
    expect(nav.querySelector('a[rel="next"]')).toHaveAttribute("href", "/blog-details/27/");
  });
});

describe("ContactAside", () => {
  const asideWords = { heading: "Questions?", text: "Talk to us.", link: "Contact us", demo: "Schedule a demo" };

  it("offers the comment link only where the layout shows it, and a button that opens the demo dialog", () => {
    const { rerender } = render(<ContactAside words={asideWords} comment="Be the first to write a comment." />, { wrapper: LeadDialogsProvider });
    expect(screen.getByRole("link", { name: "Be the first to write a comment." })).toHaveAttribute("href", "/page-contact/");
    expect(screen.getByRole("button", { name: "Schedule a demo" })).toHaveAttribute("aria-haspopup", "dialog");
    rerender(<ContactAside words={asideWords} comment={null} />);
    expect(screen.queryByRole("link", { name: /comment/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact us" })).toBeInTheDocument();
  });
});
