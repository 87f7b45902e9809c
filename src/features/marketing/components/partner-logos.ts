import { graphql } from "gatsby";
import type { LogoEntry } from "./logos";

/**
 * The partner wordmarks of data/logos.yaml, with their dark variants. A page that shows them asks for them in its
 * own query, as `logosYaml { ...PartnerLogos }`, so that they come with its page data rather than as a request of
 * their own.
 */
export const partnerLogosFragment = graphql`
  fragment PartnerLogos on LogosYaml {
    partners {
      id
      name
      image {
        ...LogoImage
      }
      darkImage {
        ...LogoImage
      }
    }
  }
`;

export const partnerLogos = (logos: Queries.PartnerLogosFragment | null | undefined): readonly LogoEntry[] => logos?.partners ?? [];
