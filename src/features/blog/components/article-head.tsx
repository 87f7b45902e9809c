import { useSite } from "../../../shared/hooks/use-site";
import { organizationLd } from "../../../shared/lib/json-ld";
import { pictureSrc } from "../../../shared/lib/picture";
import { blogAuthorPath, blogDetailsPath } from "../../../shared/lib/routes";
import { Seo } from "../../../shared/ui/seo";

/**
 * Head of an article: title, description, cover as the share image, and schema.org BlogPosting data. Both layouts
 * of an article name the standard one (/blog-details/{id}/) as the canonical address, so search engines index one.
 * dateModified is the frontmatter's `updated` day, or the publication day when the post was never revised
 * (docs/editing-content.md).
 */
export function ArticleHead({ post, path }: { post: Queries.ArticlePostFragment; path: string }) {
  const { site, siteUrl } = useSite();
  const fm = post.frontmatter;
  const image = pictureSrc(fm.cover.childImageSharp?.gatsbyImageData);
  const canonicalPath = blogDetailsPath(fm.id);
  const modified = fm.updated ?? fm.date;
  return (
    <Seo
      title={fm.title}
      description={fm.desc}
      path={path}
      canonicalPath={canonicalPath}
      image={image}
      type="article"
      jsonLd={{
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: fm.title,
        description: fm.desc,
        datePublished: fm.date,
        dateModified: modified,
        author: { "@type": "Person", name: fm.author.name, url: `${siteUrl}${blogAuthorPath(fm.author.yamlId)}` },
        publisher: organizationLd(site, siteUrl),
        image: image ? `${siteUrl}${image}` : undefined,
        mainEntityOfPage: `${siteUrl}${canonicalPath}`,
        keywords: fm.tags?.join(", "),
      }}
    >
      <meta property="article:published_time" content={fm.date} />
      <meta property="article:modified_time" content={modified} />
      <meta property="article:author" content={fm.author.name} />
      <meta property="article:section" content={fm.category.name} />
    </Seo>
  );
}
