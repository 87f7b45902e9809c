import { useSite } from "../../../shared/hooks/use-site";
import { pictureSrc } from "../../../shared/lib/picture";
import { Seo } from "../../../shared/ui/seo";

/** Head of an article: title, description, cover as the share image, and schema.org BlogPosting data. */
export function ArticleHead({ post, path }: { post: Queries.ArticlePostFragment; path: string }) {
  const { site, siteUrl } = useSite();
  const fm = post.frontmatter;
  const image = pictureSrc(fm.cover?.childImageSharp?.gatsbyImageData);
  return (
    <Seo
      title={fm.title ?? ""}
      description={fm.desc ?? ""}
      path={path}
      image={image}
      type="article"
      jsonLd={{
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: fm.title,
        description: fm.desc,
        datePublished: fm.date,
        author: fm.author ? { "@type": "Person", name: fm.author.name } : undefined,
        publisher: { "@type": "Organization", name: site.name },
        image: image ? `${siteUrl}${image}` : undefined,
        mainEntityOfPage: `${siteUrl}${path}`,
        keywords: fm.tags?.join(", "),
      }}
    >
      {fm.date ? <meta property="article:published_time" content={fm.date} /> : null}
      {fm.author ? <meta property="article:author" content={fm.author.name} /> : null}
      {fm.category ? <meta property="article:section" content={fm.category.name} /> : null}
    </Seo>
  );
}
