import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * Pictures of a data/pages.yaml page, fetched by that page's own query (fragment PageImages) so the other pages
 * do not download them: the hero picture, and pictures of sections and items keyed by their heading or title.
 */
export interface PageImage {
  image: IGatsbyImageData;
  alt: string;
}

export interface PageImages {
  hero?: PageImage;
  sections: ReadonlyMap<string, PageImage>;
  items: ReadonlyMap<string, PageImage>;
}

interface ImageNode {
  image?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null;
  imageAlt?: string | null;
}

const toImage = (node: ImageNode): PageImage | undefined => {
  const data = node.image?.childImageSharp?.gatsbyImageData;
  return data ? { image: data, alt: node.imageAlt ?? "" } : undefined;
};

/** Turns the result of the PageImages fragment into lookups by heading and title. */
export function pageImages(
  page: (ImageNode & { sections?: readonly (ImageNode & { heading: string; items?: readonly (ImageNode & { title: string })[] | null })[] | null }) | null | undefined,
): PageImages {
  const sections = new Map<string, PageImage>();
  const items = new Map<string, PageImage>();
  for (const section of page?.sections ?? []) {
    const own = toImage(section);
    if (own) sections.set(section.heading, own);
    for (const item of section.items ?? []) {
      const picture = toImage(item);
      if (picture) items.set(item.title, picture);
    }
  }
  return { hero: page ? toImage(page) : undefined, sections, items };
}

export const query = graphql`
  fragment PageImages on PagesYaml {
    image {
      childImageSharp {
        gatsbyImageData(width: 640, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
      }
    }
    imageAlt
    sections {
      heading
      image {
        childImageSharp {
          gatsbyImageData(width: 560, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        }
      }
      imageAlt
      items {
        title
        image {
          childImageSharp {
            gatsbyImageData(width: 480, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
          }
        }
        imageAlt
      }
    }
  }
`;
