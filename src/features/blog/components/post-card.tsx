import { css } from "@emotion/react";
import { graphql, Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { blogDetailsPath } from "../../../shared/lib/routes";
import { color, fontSize, radius, space } from "../../../styles/theme";
import { Picture } from "../../../shared/ui/picture";
import { PostMeta } from "./post-meta";
import { track } from "../../../shared/lib/analytics-targets";

export interface PostSummary {
  id: string;
  title: string;
  desc: string;
  /** YYYY-MM-DD, and as the page shows it: "April 27, 2025". */
  date: string;
  dateText: string;
  category: string;
  author: { id: string; name: string };
  cover: IGatsbyImageData | undefined;
  coverAlt: string;
  /** 0 for a post without a body yet. */
  readingMinutes: number;
}

/** Maps a PostCard fragment result to plain props. */
export function toPostSummary(node: Queries.PostCardFragment): PostSummary {
  const fm = node.frontmatter;
  return {
    id: fm.id,
    title: fm.title,
    desc: fm.desc,
    date: fm.date,
    dateText: fm.dateText,
    category: fm.category.name,
    author: { id: fm.author.yamlId, name: fm.author.name },
    cover: fm.cover.childImageSharp?.gatsbyImageData ?? undefined,
    coverAlt: fm.coverAlt,
    readingMinutes: node.readingMinutes,
  };
}

export interface PostCardProps {
  post: PostSummary;
  words: { continue: string; by: string; readingTime: string };
  headingLevel?: "h2" | "h3";
  layout?: "card" | "row" | "featured";
}

/** A post in a list: cover, category badge, author, date, title, description and "Continue reading". */
export function PostCard({ post, words, headingLevel = "h3", layout = "card" }: PostCardProps) {
  const Heading = headingLevel;
  return (
    <article css={[cardStyles, layout !== "card" && wideStyles]}>
      {post.cover ? <Picture image={post.cover} alt={post.coverAlt} css={imageStyles} /> : null}
      <div css={bodyStyles}>
        <PostMeta
          category={post.category}
          author={post.author}
          date={post.date}
          dateText={post.dateText}
          readingMinutes={post.readingMinutes}
          words={words}
        />
        <Heading css={[titleStyles, layout === "featured" && featuredTitleStyles]}>
          <Link to={blogDetailsPath(post.id)} {...track("blog-card", post.id)}>
            {post.title}
          </Link>
        </Heading>
        <p>{post.desc}</p>
        <Link to={blogDetailsPath(post.id)} css={moreStyles} {...track("blog-link", post.id)}>
          {words.continue}
          <span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment PostCard on Post {
    id
    readingMinutes
    frontmatter {
      id
      title
      desc
      date(formatString: "YYYY-MM-DD")
      dateText: date(formatString: "MMMM D, YYYY")
      coverAlt
      category {
        name
      }
      author {
        yamlId
        name
      }
      cover {
        childImageSharp {
          gatsbyImageData(width: 760, aspectRatio: 1.5)
        }
      }
    }
  }
`;

const cardStyles = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  background: ${color("surfaceRaised")};
  overflow: hidden;
`;

const wideStyles = css`
  @media (min-width: 768px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: stretch;
  }
`;

const imageStyles = css`
  aspect-ratio: 3 / 2;
`;

const bodyStyles = css`
  padding: ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  p {
    margin: 0;
  }
`;

const titleStyles = css`
  font-size: ${fontSize.lg};
  margin: ${space.xs} 0 0;
  a {
    color: ${color("text")};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const featuredTitleStyles = css`
  font-size: ${fontSize.xxl};
`;

const moreStyles = css`
  margin-top: auto;
  padding-top: ${space.xs};
  font-weight: 600;
`;
