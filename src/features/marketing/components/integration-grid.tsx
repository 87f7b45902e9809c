import { css } from "@emotion/react";
import { graphql, useStaticQuery } from "gatsby";
import { cardGrid, pill, surfaceCard } from "../../../styles/blocks";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { SmartLink } from "../../../shared/ui/smart-link";
import { Picture } from "../../../shared/ui/picture";

export interface IntegrationGridProps {
  /** The words and target of each card's link (data/pages.yaml). */
  explore: { label: string; to: string };
}

/** Cards of data/integrations.yaml: logo, name, category, description and a link. */
export function IntegrationGrid({ explore }: IntegrationGridProps) {
  const { allIntegrationsYaml } = useStaticQuery<Queries.IntegrationGridQuery>(graphql`
    query IntegrationGrid {
      allIntegrationsYaml {
        nodes {
          yamlId
          name
          category
          description
          imageAlt
          image {
            childImageSharp {
              gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: NONE)
            }
          }
        }
      }
    }
  `);
  return (
    <ul css={gridStyles}>
      {allIntegrationsYaml.nodes.map((item) => (
        <li key={item.yamlId} css={cardStyles}>
          {item.image?.childImageSharp ? <Picture image={item.image.childImageSharp.gatsbyImageData} alt={item.imageAlt} css={iconStyles} /> : null}
          <h3 css={nameStyles}>{item.name}</h3>
          <p css={categoryStyles}>{item.category}</p>
          <p css={textStyles}>{item.description}</p>
          <SmartLink to={explore.to} css={linkStyles}>
            {explore.label}
            <span className="visually-hidden"> {item.name}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

const gridStyles = cardGrid(3);

const cardStyles = css`
  ${surfaceCard};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
`;

const iconStyles = css`
  border-radius: ${radius.sm};
`;

const nameStyles = css`
  margin: ${space.md} 0 0;
  font-size: ${fontSize.lg};
`;

const categoryStyles = css`
  ${pill};
  margin: ${space.xxs} 0 ${space.sm};
`;

const textStyles = css`
  flex: 1;
  margin: 0 0 ${space.md};
  color: ${color("muted")};
`;

const linkStyles = css`
  font-weight: 600;
  color: ${color("link")};
`;
