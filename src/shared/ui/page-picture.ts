import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A picture of a data/pages.yaml entry (the hero, a section's or an item's), with its alt text. */
export interface PagePicture {
  image: IGatsbyImageData;
  alt: string;
}

interface PictureNode {
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  imageAlt: string | null;
}

/** The picture of a page, section or item from fragment PageCopy, when it has one (the content check requires its alt). */
export function pagePicture(node: PictureNode): PagePicture | undefined {
  const data = node.image?.childImageSharp?.gatsbyImageData;
  return data ? { image: data, alt: node.imageAlt ?? "" } : undefined;
}
