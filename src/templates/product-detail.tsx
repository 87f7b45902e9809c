import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ProductActions } from "../features/shop";
import { Layout } from "../app/layout/layout";
import { Breadcrumbs } from "../shared/ui/breadcrumbs";
import { Seo } from "../shared/ui/seo";
import { Picture } from "../shared/ui/picture";
import { pictureSrc } from "../shared/lib/picture";
import { pickStrings, requirePage } from "../shared/lib/page-copy";
import { useSite } from "../shared/hooks/use-site";
import { percent } from "../shared/lib/money";
import { fill } from "../shared/lib/posts";
import { productDetailPath } from "../shared/lib/routes";
import { color, fontSize, mq, radius, space } from "../styles/theme";

type Data = Queries.ProductDetailPageQuery;

/** A shop product: image, name, rating, price against the old price, description and features. */
export default function ProductDetailTemplate({ data }: PageProps<Data>) {
  const w = pickStrings(requirePage(data.pagesYaml, "productDetail"), ["shop", "rating", "price", "was", "off", "features"] as const);
  const product = data.productsYaml;
  if (!product) return null;
  const image = product.image.childImageSharp?.gatsbyImageData;
  const thumb = pictureSrc(product.image.thumb?.gatsbyImageData);
  return (
    <Layout>
      <Breadcrumbs trail={[{ label: w.shop }, { label: product.name }]} />
      <div css={gridStyles}>
        {image ? <Picture image={image} alt={product.alt} css={imageStyles} loading="eager" /> : null}
        <div>
          <h1 css={titleStyles}>{product.name}</h1>
          <p css={ratingStyles}>
            <span aria-hidden="true">{"★".repeat(Math.round(product.rating))}</span>
            <span css={ratingTextStyles}>{fill(w.rating, { rating: product.rating })}</span>
          </p>
          <p css={priceStyles}>
            <span className="visually-hidden">{w.price} </span>
            <strong>{product.priceText}</strong>{" "}
            <s>
              <span className="visually-hidden">{w.was} </span>
              {product.oldPriceText}
            </s>{" "}
            <span css={offStyles}>{fill(w.off, { percent: percent(product.discount) })}</span>
          </p>
          <ProductActions
            product={{
              id: product.yamlId,
              name: product.name,
              image: thumb ?? "",
              alt: product.alt,
              discount: product.discount,
              oldPrice: product.oldPrice,
              price: product.price,
              rating: product.rating,
            }}
          />
          <p css={summaryStyles}>{product.summary}</p>
          <p>{product.description}</p>
          <h2 css={featuresHeadingStyles}>{w.features}</h2>
          <ul>
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const { site, siteUrl } = useSite();
  const product = data.productsYaml;
  if (!product) return null;
  const path = productDetailPath(product.yamlId);
  const src = pictureSrc(product.image.childImageSharp?.gatsbyImageData);
  return (
    <Seo
      title={product.name}
      description={product.summary}
      path={path}
      image={src}
      jsonLd={{
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        description: product.description,
        image: src ? `${siteUrl}${src}` : undefined,
        brand: { "@type": "Brand", name: site.name },
        offers: {
          "@type": "Offer",
          price: product.price.toFixed(2),
          priceCurrency: "USD",
          availability: `https://schema.org/${product.availability}`,
          url: `${siteUrl}${path}`,
        },
      }}
    />
  );
}

export const query = graphql`
  query ProductDetailPage($productId: String!) {
    pagesYaml(key: { eq: "productDetail" }) {
      ...PageCopy
    }
    productsYaml(yamlId: { eq: $productId }) {
      yamlId
      name
      summary
      description
      price
      priceText
      oldPrice
      oldPriceText
      discount
      rating
      availability
      alt
      features
      image {
        childImageSharp {
          gatsbyImageData(width: 640, height: 640)
        }
        thumb: childImageSharp {
          gatsbyImageData(width: 128, height: 128, layout: FIXED)
        }
      }
    }
  }
`;

const gridStyles = css`
  display: grid;
  gap: ${space.xl};
  padding: ${space.xl} 0 ${space.xxl};
  ${mq.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const imageStyles = css`
  border-radius: ${radius.lg};
  aspect-ratio: 1;
`;

const titleStyles = css`
  font-size: ${fontSize.display};
  margin: 0 0 ${space.sm};
`;

const ratingTextStyles = css`
  margin-left: ${space.xs};
  color: ${color("text")};
  letter-spacing: normal;
`;

const ratingStyles = css`
  color: ${color("primary")};
  letter-spacing: 0.1em;
`;

const priceStyles = css`
  font-size: ${fontSize.xl};
  s {
    color: ${color("muted")};
    font-size: ${fontSize.base};
  }
`;

const offStyles = css`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: ${radius.pill};
  background: ${color("tagBg")};
  color: ${color("tagText")};
  font-size: ${fontSize.sm};
  font-weight: 700;
`;

const summaryStyles = css`
  font-size: ${fontSize.lg};
`;

const featuresHeadingStyles = css`
  font-size: ${fontSize.lg};
  margin-top: ${space.lg};
`;
