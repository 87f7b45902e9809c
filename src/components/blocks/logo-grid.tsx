import { css } from "@emotion/react";
import { graphql, useStaticQuery } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import { color, mq, radius, space } from "../../styles/theme";

type PartnerLogo = NonNullable<Queries.LogoGridQuery["logosYaml"]>["partners"][number];
/** An aligned logo has no dark variant. */
type LogoEntry = Omit<PartnerLogo, "darkImage"> & Partial<Pick<PartnerLogo, "darkImage">>;

export interface LogoGridProps {
  /** Which list of data/logos.yaml. */
  list: "aligned" | "partners";
}

/**
 * Wordmarks of data/logos.yaml, named by their alt text. A logo with a dark variant switches with the theme; one
 * without sits on a light tile in both themes, so its dark ink stays legible.
 */
export function LogoGrid({ list }: LogoGridProps) {
  const { logosYaml } = useStaticQuery<Queries.LogoGridQuery>(graphql`
    fragment LogoImage on File {
      childImageSharp {
        gatsbyImageData(width: 165, height: 48, layout: CONSTRAINED, placeholder: NONE)
      }
    }
    query LogoGrid {
      logosYaml {
        aligned {
          id
          name
          image {
            ...LogoImage
          }
        }
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
  const logos: readonly LogoEntry[] = (list === "aligned" ? logosYaml?.aligned : logosYaml?.partners) ?? [];
  return (
    <ul css={gridStyles}>
      {logos.map((logo) => {
        const light = logo.image?.childImageSharp?.gatsbyImageData;
        const dark = logo.darkImage?.childImageSharp?.gatsbyImageData;
        return (
          <li key={logo.id} css={dark ? tileStyles : plateStyles}>
            {light ? <GatsbyImage image={light} alt={logo.name} className={dark ? "logo-light" : undefined} /> : null}
            {dark ? <GatsbyImage image={dark} alt={logo.name} className="logo-dark" /> : null}
          </li>
        );
      })}
    </ul>
  );
}

const gridStyles = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.md};
  list-style: none;
  margin: ${space.lg} 0 0;
  padding: 0;
  ${mq.sm} {
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  }
`;

const tileBase = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 5rem;
  padding: ${space.sm};
  border-radius: ${radius.md};
  overflow: hidden;
`;

/** A logo without a dark variant: always on a light plate. */
const plateStyles = css`
  ${tileBase};
  background: #ffffff;
  border: 1px solid ${color("border")};
`;

/** A logo with a dark variant: the theme picks which image shows. */
const tileStyles = css`
  ${tileBase};
  background: ${color("surface")};
  border: 1px solid ${color("border")};
  .logo-dark {
    display: none !important;
  }
  html[data-theme="dark"] & .logo-light {
    display: none !important;
  }
  html[data-theme="dark"] & .logo-dark {
    display: inline-block !important;
  }
`;
