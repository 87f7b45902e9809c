import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { MdxLink } from "../mdx-link";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://gestura.ai" } },
    siteYaml: { labels: { externalLink: "(opens an external site)" } },
    navigationYaml: {},
  });
});

describe("links written in MDX", () => {
  it("go to our own pages with the trailing slash, before a hash too", () => {
    render(
      <>
        <MdxLink href="/page-privacy">Privacy</MdxLink>
        <MdxLink href="/page-cookie-policy#types">Types</MdxLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/page-privacy/");
    expect(screen.getByRole("link", { name: "Types" })).toHaveAttribute("href", "/page-cookie-policy/#types");
    expect(screen.getByRole("link", { name: "Privacy" })).not.toHaveAttribute("target");
  });

  it("open other sites in a new tab and say so to screen readers", () => {
    render(<MdxLink href="https://www.who.int/">WHO</MdxLink>);
    const link = screen.getByRole("link", { name: "WHO (opens an external site)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
