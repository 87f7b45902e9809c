import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { cardGrid } from "../../../styles/blocks";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { Picture } from "../../../shared/ui/picture";

/** One milestone of data/timeline.yaml, for the query of the page that shows the timeline. */
export const timelineMilestoneFragment = graphql`
  fragment TimelineMilestone on TimelineYaml {
    yamlId
    year
    title
    description
    alt
    image {
      childImageSharp {
        gatsbyImageData(width: 480, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;

/** The milestones of data/timeline.yaml, oldest first: year, title, description and illustration. */
export function Timeline({ milestones }: { milestones: readonly Queries.TimelineMilestoneFragment[] }) {
  return (
    <ol css={listStyles}>
      {milestones.map((m) => (
        <li key={m.yamlId} css={itemStyles}>
          {m.image?.childImageSharp ? <Picture image={m.image.childImageSharp.gatsbyImageData} alt={m.alt} css={imageStyles} /> : null}
          <div>
            <p css={yearStyles}>{m.year}</p>
            <h3 css={titleStyles}>{m.title}</h3>
            <p css={textStyles}>{m.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const listStyles = css`
  ${cardGrid(4)};
  gap: ${space.lg};
`;

const itemStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding-top: ${space.md};
  border-top: 3px solid ${color("primary")};
`;

const imageStyles = css`
  border-radius: ${radius.md};
`;

const yearStyles = css`
  margin: 0;
  font-weight: 800;
  font-size: ${fontSize.xl};
  color: ${color("primary")};
`;

const titleStyles = css`
  margin: ${space.xxs} 0 ${space.xs};
  font-size: ${fontSize.lg};
`;

const textStyles = css`
  margin: 0;
  color: ${color("muted")};
`;
