import { css } from "@emotion/react";
import { graphql, useStaticQuery } from "gatsby";
import { cardGrid } from "../../../styles/blocks";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { Picture } from "../../../shared/ui/picture";

/** Quotes of pilot participants from data/testimonials.yaml, with portrait, name and position. */
export function TestimonialList() {
  const { allTestimonialsYaml } = useStaticQuery<Queries.TestimonialListQuery>(graphql`
    query TestimonialList {
      allTestimonialsYaml {
        nodes {
          quote
          name
          position
          alt
          image {
            childImageSharp {
              gatsbyImageData(width: 64, height: 64, layout: FIXED, placeholder: NONE)
            }
          }
        }
      }
    }
  `);
  return (
    <ul css={listStyles}>
      {allTestimonialsYaml.nodes.map((t) => (
        <li key={t.name}>
          <figure css={figureStyles}>
            <blockquote>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption>
              {t.image?.childImageSharp ? <Picture image={t.image.childImageSharp.gatsbyImageData} alt={t.alt} css={portraitStyles} /> : null}
              <span>
                <strong>{t.name}</strong>
                <br />
                <span css={positionStyles}>{t.position}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

const listStyles = cardGrid(3);

const figureStyles = css`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  height: 100%;
  margin: 0;
  padding: ${space.lg};
  border-radius: ${radius.md};
  border: 1px solid ${color("border")};
  background: ${color("surface")};
  blockquote {
    margin: 0 0 ${space.lg};
    font-size: ${fontSize.base};
  }
  blockquote p::before {
    content: "“";
  }
  blockquote p::after {
    content: "”";
  }
  figcaption {
    display: flex;
    gap: ${space.sm};
    align-items: center;
  }
`;

const portraitStyles = css`
  flex: none;
  border-radius: 50%;
`;

const positionStyles = css`
  color: ${color("muted")};
  font-size: ${fontSize.sm};
`;
