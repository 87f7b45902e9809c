import { css } from "@emotion/react";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import type { BlogWords } from "../blog-words";
import type { ArticleLayout } from "../article-layouts";
import { blogCategoryPath, routes } from "../../../shared/lib/routes";
import { space } from "../../../styles/theme";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { HydrateApart } from "../../../shared/ui/hydrate-apart";
import { ArticleBody } from "./article-body";
import { ArticleFooter } from "./article-footer";
import { ArticleHeader } from "./article-header";
import { AuthorBox, toAuthorBox } from "./author-box";
import { ContactAside } from "./contact-aside";
import type { ArticleFigure, LightboxWords } from "./figure";
import type { PostSummary } from "./post-card";
import { PostNav, type NeighbourPost } from "./post-nav";
import { RelatedPosts } from "./related-posts";
import { SubscribeSection } from "./subscribe-section";

/** The words of the "blogDetails" entry of data/pages.yaml that an article shows. */
export const ARTICLE_WORDS = [
  "blog",
  "by",
  "tags",
  "previous",
  "next",
  "postNav",
  "aboutAuthor",
  "comment",
  "related",
  "share",
  "contactHeading",
  "contactText",
  "contactLink",
  "demoLink",
  "subscribeHeading",
  "subscribeText",
  "subscribeButton",
  "lightboxName",
  "lightboxOpen",
  "lightboxClose",
  "lightboxZoom",
  "lightboxPrevious",
  "lightboxNext",
  "lightboxError",
] as const;

export type ArticleWords = Record<(typeof ARTICLE_WORDS)[number], string>;

export interface ArticleProps {
  layout: ArticleLayout;
  post: Queries.ArticlePostFragment;
  previous: NeighbourPost | null;
  next: NeighbourPost | null;
  related: readonly PostSummary[];
  share: readonly { network: string; label: string; url: string }[];
  words: ArticleWords;
  blogWords: BlogWords;
  /** The tags a layout with fixed tags shows for every post. */
  fixedTags: readonly string[];
  /** Shown instead of the body while a post has none yet. */
  comingSoon: string | null;
  site: { url: string; externalLabel: string };
  /** The compiled MDX body. */
  children: ReactNode;
}

/** The full-size file of a figure for the image viewer, when sharp reported all of it. */
const fullSize = (original: { src: string | null; width: number | null; height: number | null } | null | undefined) =>
  original?.src && original.width && original.height ? { src: original.src, width: original.width, height: original.height } : null;

const lightboxWordsOf = (w: ArticleWords): LightboxWords => ({
  name: w.lightboxName,
  open: w.lightboxOpen,
  close: w.lightboxClose,
  zoom: w.lightboxZoom,
  previous: w.lightboxPrevious,
  next: w.lightboxNext,
  error: w.lightboxError,
});

/** One article in either layout: breadcrumbs, header, body, tags and share, author, neighbours, related, newsletter, contact. */
export function Article({ layout, post, previous, next, related, share, words, blogWords, fixedTags, comingSoon, site, children }: ArticleProps) {
  const fm = post.frontmatter;
  const { id, title, author } = fm;
  const category = fm.category.name;
  const figures: ArticleFigure[] = (fm.figures ?? []).map((f) => ({
    id: f.id,
    alt: f.alt,
    caption: f.caption,
    image: f.image.childImageSharp?.gatsbyImageData ?? undefined,
    original: fullSize(f.image.childImageSharp?.original),
  }));
  return (
    <article css={articleStyles}>
      <Breadcrumbs trail={[{ label: words.blog, to: routes.blog }, { label: category, to: blogCategoryPath(category) }, { label: title }]} />
      <ArticleHeader
        meta={{
          category,
          author: { id: author.yamlId, name: author.name },
          date: fm.date,
          dateText: fm.dateText,
          readingMinutes: post.readingMinutes,
          words: { by: words.by, readingTime: blogWords.readingTime },
        }}
        title={title}
        desc={fm.desc}
        cover={fm.cover.childImageSharp?.gatsbyImageData ?? undefined}
        coverAlt={fm.coverAlt}
      />
      <HydrateApart>
        <ArticleBody figures={figures} lightboxWords={lightboxWordsOf(words)} comingSoon={comingSoon}>
          {post.hasBody ? children : null}
        </ArticleBody>
      </HydrateApart>
      <HydrateApart>
        <ArticleFooter
          tags={layout.fixedTags ? fixedTags : (fm.tags ?? [])}
          tagsHeading={words.tags}
          share={{ heading: words.share, links: share, pageUrl: `${site.url}${layout.path(id)}`, title, externalLabel: site.externalLabel }}
        />
        {layout.showAuthor ? <AuthorBox heading={words.aboutAuthor} author={toAuthorBox(author)} /> : null}
        <PostNav label={words.postNav} previous={previous} next={next} words={{ previous: words.previous, next: words.next }} />
        <RelatedPosts heading={words.related} posts={related} words={blogWords} />
        <SubscribeSection words={{ heading: words.subscribeHeading, text: words.subscribeText, button: words.subscribeButton }} />
        <ContactAside
          words={{ heading: words.contactHeading, text: words.contactText, link: words.contactLink, demo: words.demoLink }}
          comment={layout.showComment ? words.comment : null}
        />
      </HydrateApart>
    </article>
  );
}

export const query = graphql`
  fragment ArticlePost on Post {
    id
    hasBody
    readingMinutes
    frontmatter {
      id
      title
      desc
      date(formatString: "YYYY-MM-DD")
      updated(formatString: "YYYY-MM-DD")
      dateText: date(formatString: "MMMM D, YYYY")
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
