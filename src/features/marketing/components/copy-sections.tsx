import { css } from "@emotion/react";
import type { ReactNode } from "react";
import type { PageBlock } from "../../../shared/lib/page-blocks";
import { inlineList, pill, textAndPicture } from "../../../styles/blocks";
import { color, fontSize, mq, radius, space } from "../../../styles/theme";
import { HydrateApart } from "../../../shared/ui/hydrate-apart";
import { SmartLink } from "../../../shared/ui/smart-link";
import { LinkRow } from "./link-row";
import type { PageCopy } from "./copy-page";
import { pagePicture, type PagePicture } from "../../../shared/ui/page-picture";
import { Picture } from "../../../shared/ui/picture";

export type CopySection = NonNullable<PageCopy["sections"]>[number];

/** What a page shows for a section's `block`: an element, or a function of the section (for `carousel`). */
export type PageBlocks = Partial<Record<PageBlock, ReactNode | ((section: CopySection) => ReactNode)>>;

export interface CopySectionsProps {
  sections: PageCopy["sections"];
  /** The data blocks this page supplies, by the `block` name its sections use. */
  blocks?: PageBlocks;
  pageKey: string;
}

/**
 * Sections of a page from data/pages.yaml: a heading, a paragraph, a grid or numbered list of items, a data block
 * (FAQs, plans, logos…) supplied by the page, and links; a section or item shows its own picture when it has one.
 * Sections with `visible: false` are not rendered at all.
 */
export function CopySections({ sections, blocks = {}, pageKey }: CopySectionsProps) {
  if (!sections) return null;
  return (
    <>
      {sections
        .filter((section) => section.visible !== false)
        .map((section) => {
          const List = section.ordered ? "ol" : "ul";
          const supplied = section.block ? blocks[section.block as PageBlock] : null;
          const block = typeof supplied === "function" ? supplied(section) : supplied;
          // A carousel block shows the items itself.
          const showItems = section.block !== "carousel";
          if (section.block && !block) {
            throw new Error(
              `data/pages.yaml: page "${pageKey}": section "${section.heading}" shows block "${section.block}", which this page does not provide.`,
            );
          }
          const picture = pagePicture(section);
          return (
            <HydrateApart key={section.heading}>
              <section css={sectionStyles} aria-labelledby={headingId(section.heading)} data-reveal>
                <div css={picture && introWithImageStyles}>
                  <div>
                    <h2 id={headingId(section.heading)} css={headingStyles}>
                      {section.heading}
                    </h2>
                    {section.body ? <p css={bodyStyles}>{section.body}</p> : null}
                  </div>
                  {picture ? <Picture image={picture.image} alt={picture.alt} css={roundedStyles} /> : null}
                </div>
                {showItems && section.items && section.items.length > 0 ? (
                  <List css={[gridStyles, section.ordered && orderedStyles]}>
                    {section.items.map((item) => (
                      <li key={item.title} css={cardStyles}>
                        <ItemImage picture={pagePicture(item)} />
                        <h3 css={cardTitleStyles}>{item.title}</h3>
                        {item.text ? <p>{item.text}</p> : null}
                        {item.badges && item.badges.length > 0 ? (
                          <ul css={badgeListStyles}>
                            {item.badges.map((badge) => (
                              <li key={badge}>{badge}</li>
                            ))}
                          </ul>
                        ) : null}
                        {item.link ? (
                          <SmartLink to={item.link.to} css={itemLinkStyles}>
                            {item.link.label}
                          </SmartLink>
                        ) : null}
                      </li>
                    ))}
                  </List>
                ) : null}
                {block}
                <LinkRow links={section.links} />
              </section>
            </HydrateApart>
          );
        })}
    </>
  );
}

function ItemImage({ picture }: { picture: PagePicture | undefined }) {
  return picture ? <Picture image={picture.image} alt={picture.alt} css={itemImageStyles} /> : null;
}

/** A stable id for a section heading, for aria-labelledby. */
const headingId = (heading: string): string =>
  `section-${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

export const sectionStyles = css`
  padding: ${space.xl} 0;
`;

const introWithImageStyles = textAndPicture(mq.md, space.lg);

const roundedStyles = css`
  border-radius: ${radius.md};
`;

const itemImageStyles = css`
  margin: calc(-1 * ${space.lg}) calc(-1 * ${space.lg}) ${space.md};
  border-radius: ${radius.md} ${radius.md} 0 0;
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
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
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

const badgeListStyles = css`
  ${inlineList(space.xs, space.sm)};
  li {
    ${pill};
  }
`;

const itemLinkStyles = css`
  display: inline-block;
  margin-top: ${space.sm};
  font-weight: 600;
  color: ${color("link")};
`;
