import { css } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import { graphql, Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { pageList, pageString, usePageCopy } from "../../hooks/use-page-copy";
import { useBlogWords } from "../../hooks/use-blog-words";
import { useSite } from "../../hooks/use-site";
import { blogAuthorPath, blogCategoryPath, blogDetails3Path, blogDetailsPath, routes } from "../../lib/routes";
import { fill } from "../../lib/posts";
import { longUsDate } from "../../lib/text";
import { color, fontSize, radius, space } from "../../styles/theme";
import { MdxLink } from "../mdx/mdx-link";
import { Breadcrumbs } from "../page/breadcrumbs";
import { secondaryButton } from "../ui/button-link";
import { AuthorBox } from "./author-box";
import { Figure, FiguresContext, Lightbox, type LightboxWords } from "./figure";
import { toPostSummary } from "./post-card";
import { PostGrid } from "./post-grid";
import { ShareLinks } from "./share-links";

export type ArticleVariant = "standard" | "alternate";

export interface ArticleProps {
  variant: ArticleVariant;
  post: Queries.ArticlePostFragment;
  previous: { frontmatter: { id: string | null; title: string | null } } | null;
  next: { frontmatter: { id: string | null; title: string | null } } | null;
  related: readonly Queries.PostCardFragment[];
  share: readonly { network: string; label: string; url: string }[];
  /** The compiled MDX body. */
  children: ReactNode;
}

const mdxComponents = { Figure, a: MdxLink };

/** The full-size file of a figure for the lightbox, when sharp reported all of it. */
const fullSize = (original: { src: string | null; width: number | null; height: number | null } | null | undefined) =>
  original?.src && original.width && original.height ? { src: original.src, width: original.width, height: original.height } : null;

/**
 * One article. "standard" is /blog-details/{id}/ (with the author box and the comment link);
 * "alternate" is the third layout /blog-details-3/{id}/ (without either; SPEC §2: comments not shown, fixed tags,
 * Prev and Next both to the first post). Previous/next always lead to the standard layout.
 */
export function Article({ variant, post, previous, next, related, share, children }: ArticleProps) {
  const { site, siteUrl } = useSite();
  const copy = usePageCopy("blogDetails");
  const words = useBlogWords();
  const w = (key: string) => pageString(copy, key);
  const fm = post.frontmatter;
  const id = fm.id ?? "";
  const title = fm.title ?? "";
  const category = fm.category?.name ?? "";
  const ownPath = variant === "standard" ? blogDetailsPath : blogDetails3Path;
  const hasBody = (post.body ?? "").trim().length > 0;
  const cover = getImage(fm.cover?.childImageSharp?.gatsbyImageData ?? null);
  const figures = (fm.figures ?? []).map((f) => ({
    id: f.id,
    alt: f.alt,
    caption: f.caption,
    image: getImage(f.image.childImageSharp?.gatsbyImageData ?? null),
    original: fullSize(f.image.childImageSharp?.original),
  }));
  const lightboxWords: LightboxWords = {
    name: w("lightboxName"),
    open: w("lightboxOpen"),
    close: w("lightboxClose"),
    zoom: w("lightboxZoom"),
    previous: w("lightboxPrevious"),
    next: w("lightboxNext"),
    error: w("lightboxError"),
  };
  const author = fm.author;
  // The third layout shows the same tags for every post (SPEC §2), from data/pages.yaml.
  const tags = variant === "standard" ? (fm.tags ?? []) : pageList(copy, "layout3Tags");
  return (
    <article css={articleStyles}>
      <Breadcrumbs
        label={site.labels.breadcrumb}
        trail={[
          { label: site.labels.home, to: routes.home },
          { label: w("blog"), to: routes.blog },
          { label: category, to: blogCategoryPath(category) },
          { label: title },
        ]}
      />
      <header css={headerStyles}>
        <p css={metaStyles}>
          <Link to={blogCategoryPath(category)} css={badgeStyles}>
            {category}
          </Link>
          {author ? (
            <span>
              {w("by")} <Link to={blogAuthorPath(author.yamlId)}>{author.name}</Link>
            </span>
          ) : null}
          <time dateTime={fm.date ?? ""}>{longUsDate(fm.date ?? "")}</time>
          {post.fields.readingMinutes > 0 ? <span>{fill(words.readingTime, { minutes: post.fields.readingMinutes })}</span> : null}
        </p>
        <h1 css={titleStyles}>{title}</h1>
        <p css={leadStyles}>{fm.desc}</p>
      </header>
      {cover ? <GatsbyImage image={cover} alt={fm.coverAlt ?? ""} css={coverStyles} loading="eager" /> : null}
      <div css={bodyStyles}>
        {hasBody ? (
          <FiguresContext.Provider value={{ figures, words: lightboxWords }}>
            <Lightbox words={lightboxWords}>
              <MDXProvider components={mdxComponents}>{children}</MDXProvider>
            </Lightbox>
          </FiguresContext.Provider>
        ) : (
          <p css={soonStyles}>{copy.intro}</p>
        )}
      </div>
      <footer css={footerStyles}>
        {tags.length > 0 ? (
          <section aria-label={w("tags")} css={tagsStyles}>
            <h2>{w("tags")}</h2>
            <ul>
              {tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <ShareLinks heading={w("share")} links={share} pageUrl={`${siteUrl}${ownPath(id)}`} title={title} externalLabel={site.labels.externalLink} />
      </footer>
      {variant === "standard" && author ? (
        <AuthorBox
          heading={w("aboutAuthor")}
          author={{
            id: author.yamlId,
            name: author.name,
            role: author.role,
            bio: author.bio,
            avatar: getImage(author.avatar.childImageSharp?.gatsbyImageData ?? null),
            avatarAlt: author.avatarAlt,
          }}
        />
      ) : null}
      <nav aria-label={w("postNav")} css={postNavStyles}>
        {previous?.frontmatter.id ? (
          <Link to={blogDetailsPath(previous.frontmatter.id)} rel="prev">
            <span css={navLabelStyles}>{w("previous")}</span>
            <span>{previous.frontmatter.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next?.frontmatter.id ? (
          <Link to={blogDetailsPath(next.frontmatter.id)} rel="next" css={nextStyles}>
            <span css={navLabelStyles}>{w("next")}</span>
            <span>{next.frontmatter.title}</span>
          </Link>
        ) : null}
      </nav>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" css={relatedStyles}>
          <h2 id="related-heading">{w("related")}</h2>
          <PostGrid posts={related.map(toPostSummary)} words={words} headingLevel="h3" />
        </section>
      ) : null}
      <aside css={contactStyles} aria-labelledby="contact-heading">
        <h2 id="contact-heading">{w("contactHeading")}</h2>
        <p>{w("contactText")}</p>
        <p css={contactLinksStyles}>
          <Link to={routes.contact} css={secondaryButton}>
            {w("contactLink")}
          </Link>
          {variant === "standard" ? <Link to={routes.contact}>{w("comment")}</Link> : null}
        </p>
      </aside>
    </article>
  );
}

export const query = graphql`
  fragment ArticlePost on Mdx {
    id
    body
    fields {
      readingMinutes
    }
    frontmatter {
      id
      title
      desc
      date(formatString: "YYYY-MM-DD")
      tags
      coverAlt
      category {
        name
      }
      author {
        yamlId
        name
        role
        bio
        avatarAlt
        avatar {
          childImageSharp {
            gatsbyImageData(width: 88, height: 88)
          }
        }
      }
      cover {
        childImageSharp {
          gatsbyImageData(width: 1200, aspectRatio: 1.5)
        }
      }
      figures {
        id
        alt
        caption
        image {
          childImageSharp {
            gatsbyImageData(width: 800)
            original {
              src
              width
              height
            }
          }
        }
      }
    }
  }
`;

const articleStyles = css`
  max-width: 52rem;
  margin: 0 auto ${space.xxl};
`;

const headerStyles = css`
  padding: ${space.xl} 0 ${space.lg};
`;

const metaStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-size: ${fontSize.sm};
  color: ${color("muted")};
`;

const badgeStyles = css`
  padding: 0.15rem 0.6rem;
  border-radius: ${radius.pill};
  background: ${color("tagBg")};
  color: ${color("tagText")};
  font-weight: 700;
  text-decoration: none;
`;

const titleStyles = css`
  font-size: ${fontSize.display};
  letter-spacing: -0.02em;
  margin: ${space.sm} 0;
`;

const leadStyles = css`
  font-size: ${fontSize.lg};
  color: ${color("muted")};
`;

const coverStyles = css`
  border-radius: ${radius.md};
  aspect-ratio: 3 / 2;
`;

const bodyStyles = css`
  padding: ${space.xl} 0;
  font-size: 1.0625rem;
  line-height: 1.75;
  h2 {
    margin-top: ${space.xl};
  }
`;

const soonStyles = css`
  font-size: ${fontSize.lg};
  font-weight: 600;
`;

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

const postNavStyles = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.md};
  margin: ${space.xl} 0;
  a {
    display: flex;
    flex-direction: column;
    gap: ${space.xxs};
    padding: ${space.md};
    border: 1px solid ${color("border")};
    border-radius: ${radius.md};
    text-decoration: none;
    color: ${color("text")};
  }
  a:hover span:last-of-type {
    text-decoration: underline;
  }
`;

const nextStyles = css`
  text-align: right;
  grid-column: 2;
`;

const navLabelStyles = css`
  font-size: ${fontSize.sm};
  font-weight: 700;
  color: ${color("primary")};
`;

const relatedStyles = css`
  margin: ${space.xl} 0;
  h2 {
    margin-bottom: ${space.lg};
  }
`;

const contactStyles = css`
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color("surfaceRaised")};
  border: 1px solid ${color("border")};
`;

const contactLinksStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.lg};
`;
