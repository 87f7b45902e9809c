import { graphql, useStaticQuery } from "gatsby";
import { blogDetails3Path, blogDetailsPath, applyPath, careerDetailPath, families, productDetailPath } from "../lib/routes";
import { firstId } from "../lib/fallback";

/**
 * Where an unknown id in each family leads: the family's first item (lowest id), per SPEC §2 and PRODUCT §4.
 * Keyed by the family's path prefix.
 */
export function useFallbacks(): Record<string, string> {
  const data = useStaticQuery<Queries.FallbacksQuery>(graphql`
    query Fallbacks {
      posts: allMdx(filter: { fields: { collection: { eq: "blog" } } }) {
        nodes {
          frontmatter {
            id
          }
        }
      }
      jobs: allJobsYaml {
        nodes {
          yamlId
        }
      }
      products: allProductsYaml {
        nodes {
          yamlId
        }
      }
    }
  `);
  const post = firstId(data.posts.nodes.map((n) => n.frontmatter.id ?? ""));
  const job = firstId(data.jobs.nodes.map((n) => n.yamlId));
  const product = firstId(data.products.nodes.map((n) => n.yamlId));
  const map: Record<string, string> = {};
  if (post) {
    map[families.blogDetails] = blogDetailsPath(post);
    map[families.blogDetails3] = blogDetails3Path(post);
  }
  if (job) {
    map[families.careerDetail] = careerDetailPath(job);
    map[families.apply] = applyPath(job);
  }
  if (product) map[families.productDetail] = productDetailPath(product);
  return map;
}
