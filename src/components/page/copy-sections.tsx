import { css } from "@emotion/react";
import type { PageCopy } from "../../hooks/use-page-copy";
import { color, fontSize, mq, radius, space } from "../../styles/theme";
import { LinkRow } from "./link-row";

export interface CopySectionsProps {
  sections: PageCopy["sections"];
}

/** Sections of a page from data/pages.yaml: a heading, a paragraph, a grid or numbered list of items, links. */
export function CopySections({ sections }: CopySectionsProps) {
  if (!sections) return null;
  return (
    <>
      {sections.map((section) => {
        const List = section.ordered ? "ol" : "ul";
        return (
          <section key={section.heading} css={sectionStyles}>
            <h2 css={headingStyles}>{section.heading}</h2>
            {section.body ? <p css={bodyStyles}>{section.body}</p> : null}
            {section.items && section.items.length > 0 ? (
              <List css={[gridStyles, section.ordered && orderedStyles]}>
                {section.items.map((item) => (
                  <li key={item.title} css={cardStyles}>
                    <h3 css={cardTitleStyles}>{item.title}</h3>
                    {item.text ? <p>{item.text}</p> : null}
                  </li>
                ))}
              </List>
            ) : null}
            <LinkRow links={section.links} />
          </section>
        );
      })}
    </>
  );
}

export const sectionStyles = css`
  padding: ${space.xl} 0;
`;

const headingStyles = css`
  font-size: ${fontSize.xxl};
`;

const bodyStyles = css`
  max-width: 46rem;
  color: ${color("muted")};
  font-size: ${fontSize.lg};
`;

const gridStyles = css`
  display: grid;
  gap: ${space.md};
  margin: ${space.lg} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: item;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const orderedStyles = css`
  & > li::before {
    counter-increment: item;
    content: counter(item, decimal-leading-zero);
    display: block;
    font-weight: 800;
    font-size: ${fontSize.xl};
    color: ${color("primary")};
    margin-bottom: ${space.xs};
  }
`;

export const cardStyles = css`
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${color("surface")};
  border: 1px solid ${color("border")};
  p {
    margin: 0;
    color: ${color("muted")};
  }
`;

const cardTitleStyles = css`
  font-size: ${fontSize.lg};
  margin-bottom: ${space.xs};
`;
