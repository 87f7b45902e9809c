import { css } from "@emotion/react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { color, radius, space } from "../../../styles/theme";
import { Picture } from "../../../shared/ui/picture";

interface LogoPicture {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
}

/** One wordmark of data/logos.yaml; a partner logo also has a dark variant. */
export interface LogoEntry {
  id: string;
  name: string;
  image: LogoPicture | null;
  darkImage?: LogoPicture | null;
}

/**
 * The picture fields of a wordmark. Each list comes with the query of a page that shows it: the partners through
 * the PartnerLogos fragment (partner-logos.ts), the aligned list in the home page's query. A page carries only the
 * list it shows.
 */
export const logoImageFragment = graphql`
  fragment LogoImage on File {
    childImageSharp {
      gatsbyImageData(width: 165, height: 48, layout: CONSTRAINED, placeholder: NONE, outputPixelDensities: [1, 2])
    }
  }
`;

/**
 * A wordmark tile, named by its alt text. A logo with a dark variant switches with the theme; one without sits on a
 * light plate in both themes, so its dark ink stays legible.
 */
export function LogoTile({ logo, compact = false }: { logo: LogoEntry; compact?: boolean }) {
  const light = logo.image?.childImageSharp?.gatsbyImageData;
  const dark = logo.darkImage?.childImageSharp?.gatsbyImageData;
  return (
    <div css={[dark ? tileStyles : plateStyles, compact && compactStyles]}>
      {light ? <Picture image={light} alt={logo.name} className={dark ? "logo-light" : undefined} /> : null}
      {dark ? <Picture image={dark} alt={logo.name} className="logo-dark" /> : null}
    </div>
  );
}

const tileBase = css`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  min-height: 5rem;
  padding: ${space.sm};
  border-radius: ${radius.md};
  overflow: hidden;
`;

const plateStyles = css`
  ${tileBase};
  background: #ffffff;
  border: 1px solid ${color("border")};
`;

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

/** In a carousel with several logos per view: a slimmer frame, so the wordmark keeps most of the slide. */
const compactStyles = css`
  min-height: 3.5rem;
  padding: ${space.xs};
  border-radius: ${radius.sm};
`;
