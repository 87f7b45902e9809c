import { useSite } from "../../../shared/hooks/use-site";
import { pictureSrc } from "../../../shared/lib/picture";
import { Seo } from "../../../shared/ui/seo";

/** Head of an article: title, description, cover as the share image, and schema.org BlogPosting data. */
export function ArticleHead({ post, path }: { post: Queries.ArticlePostFragment; path: string }) {
  const { site, siteUrl } = useSite();
  const fm = post.frontmatter;
  const image = pictureSrc(fm.cover.childImageSharp?.gatsbyImageData);
  return (
    <Seo
      title={fm.title}
      description={fm.desc}
      path={path}
      image={image}
      type="article"
      jsonLd={{
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: fm.title,
        description: fm.desc,
        datePublished: fm.date,
        author: { "@type": "Person", name: fm.author.name },
        publisher: { "@type": "Organization", name: site.name },
        image: image ? `${siteUrl}${image}` : undefined,
        mainEntityOfPage: `${siteUrl}${path}`,
        keywords: fm.tags?.join(", "),
      }}
    >
      <meta property="article:published_time" content={fm.date} />
      <meta property="article:author" content={fm.author.name} />
      <meta property="article:section" content={fm.category.name} />
    </Seo>
  );
}
