import { graphql, useStaticQuery } from "gatsby";
import { fallbackMap, firstListed } from "../lib/fallback";
import { newestFirst } from "../lib/posts";

/**
 * Where an unknown id in each fallback family leads: the first item its list shows (SPEC §2, PRODUCT §4), keyed
 * by the family's path prefix. Posts are listed newest first; jobs and products in data order.
 */
export function useFallbacks(): Record<string, string> {
  const data = useStaticQuery<Queries.FallbacksQuery>(graphql`
    query Fallbacks {
      posts: allPost {
        nodes {
          frontmatter {
            id
            date(formatString: "YYYY-MM-DD")
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
  const posts = newestFirst(data.posts.nodes.map((n) => ({ id: n.frontmatter.id, date: n.frontmatter.date })));
  return fallbackMap({
    posts: firstListed(posts.map((p) => p.id)),
    jobs: firstListed(data.jobs.nodes.map((n) => n.yamlId)),
    products: firstListed(data.products.nodes.map((n) => n.yamlId)),
  });
}
