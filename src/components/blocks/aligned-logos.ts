import { graphql, useStaticQuery } from "gatsby";
import type { LogoEntry } from "./logos";

/** The aligned wordmarks of data/logos.yaml (the home page's strip), in their own static query. */
export function useAlignedLogos(): readonly LogoEntry[] {
  const { logosYaml } = useStaticQuery<Queries.AlignedLogosQuery>(graphql`
    query AlignedLogos {
      logosYaml {
        aligned {
          id
          name
          image {
            ...LogoImage
          }
        }
      }
    }
  `);
  return logosYaml?.aligned ?? [];
}
