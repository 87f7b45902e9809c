import { graphql, useStaticQuery } from "gatsby";
import type { LogoEntry } from "./logos";

/** The partner wordmarks of data/logos.yaml, with their dark variants, in their own static query. */
export function usePartnerLogos(): readonly LogoEntry[] {
  const { logosYaml } = useStaticQuery<Queries.PartnerLogosQuery>(graphql`
    query PartnerLogos {
      logosYaml {
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
    }
  `);
  return logosYaml?.partners ?? [];
}
