/** Styles shared by the content blocks: card grids, cards, pills and inline lists. */
import { css } from "@emotion/react";
import { color, fontSize, mq, radius, space } from "./theme";

/** A list laid out as a grid of cards: one column on a phone, two from 640 px, `wide` from 1024 px. */
export const cardGrid = (wide: number) => css`
  display: grid;
  gap: ${space.md};
  list-style: none;
  margin: ${space.lg} 0 0;
  padding: 0;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(${wide}, minmax(0, 1fr));
  }
`;

/** A card on the surface colour. */
export const surfaceCard = css`
  padding: ${space.lg};
  border-radius: ${radius.md};
  border: 1px solid ${color("border")};
  background: ${color("surface")};
`;

/** A short label in a rounded tag (category, standard). */
export const pill = css`
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  background: ${color("tagBg")};
  color: ${color("tagText")};
  font-size: ${fontSize.sm};
  font-weight: 700;
`;

/** A list shown as a wrapping row. */
export const inlineList = (gap: string, marginTop: string) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${gap};
  list-style: none;
  margin: ${marginTop} 0 0;
  padding: 0;
`;

/** Text beside a picture: stacked on small screens, two columns (text first) from `from`. */
export const textAndPicture = (from: string, gap: string, textShare = 1) => css`
  display: grid;
  gap: ${gap};
  align-items: center;
  ${from} {
    grid-template-columns: minmax(0, ${textShare}fr) minmax(0, 1fr);
  }
`;

/** Items side by side, wrapping onto new lines, centred on one axis. */
export const wrapRow = (rowGap: string, columnGap: string) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rowGap} ${columnGap};
`;

/** A page to read through (the legal pages, the accessibility statement): one narrow column. */
export const readingColumn = css`
  max-width: 48rem;
  margin: 0 auto ${space.xxl};
`;

/** The body of such a page: airy lines, and room above each section's heading. */
export const readingBody = css`
  line-height: 1.75;
  h2 {
    margin-top: ${space.xl};
  }
`;
