import { css } from "@emotion/react";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { ShareLinks, type ShareLinksProps } from "./share-links";

export interface ArticleFooterProps {
  tags: readonly string[];
  tagsHeading: string;
  share: ShareLinksProps;
}

/** Under the article's text: its tags and the share links. */
export function ArticleFooter({ tags, tagsHeading, share }: ArticleFooterProps) {
  return (
    <footer css={footerStyles}>
      {tags.length > 0 ? (
        <section aria-label={tagsHeading} css={tagsStyles}>
          <h2>{tagsHeading}</h2>
          <ul>
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <ShareLinks {...share} />
    </footer>
  );
}

const footerStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.lg};
  padding: ${space.lg} 0;
  border-top: 1px solid ${color("border")};
  margin-bottom: ${space.xl};
`;

const tagsStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 0.2rem 0.7rem;
    border-radius: ${radius.pill};
    border: 1px solid ${color("border")};
    font-size: ${fontSize.sm};
  }
`;
