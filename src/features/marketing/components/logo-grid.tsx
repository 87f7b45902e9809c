import { css } from "@emotion/react";
import { mq, space } from "../../../styles/theme";
import { LogoTile, type LogoEntry } from "./logos";

export interface LogoGridProps {
  /** One list of data/logos.yaml (`partnerLogos()` of a page's PartnerLogos fragment, or the home page's `logosYaml.aligned`). */
  logos: readonly LogoEntry[];
}

/** Wordmarks of data/logos.yaml as a grid. */
export function LogoGrid({ logos }: LogoGridProps) {
  return (
    <ul css={gridStyles}>
      {logos.map((logo) => (
        <li key={logo.id}>
          <LogoTile logo={logo} />
        </li>
      ))}
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
