import { graphql, useStaticQuery } from "gatsby";

/** The words of one page from data/pages.yaml, by key. */
export function usePageCopy(key: string) {
  const data = useStaticQuery<Queries.PageCopyQuery>(graphql`
    query PageCopy {
      allPagesYaml {
        nodes {
          key
          title
          description
          eyebrow
          heading
          intro
          links {
            label
            to
            soon
          }
          strings {
            key
            text
          }
          lists {
            key
            items
          }
          sections {
            heading
            body
            ordered
            visible
            block
            items {
              title
              text
              badges
              link {
                label
                to
              }
            }
            links {
              label
              to
              soon
            }
          }
        }
      }
    }
  `);
  const page = data.allPagesYaml.nodes.find((node) => node.key === key);
  if (!page) throw new Error(`data/pages.yaml has no page with key "${key}".`);
  return page;
}

export type PageCopy = ReturnType<typeof usePageCopy>;

/** One named string of a page (a list heading, a field label); a missing one is a content error. */
export function pageString(copy: Pick<PageCopy, "key" | "strings">, key: string): string {
  const found = copy.strings?.find((s) => s.key === key);
  if (!found) throw new Error(`data/pages.yaml: page "${copy.key}" has no string "${key}" under "strings".`);
  return found.text;
}

/** One named list of a page (`lists` in data/pages.yaml); a missing one is a content error. */
export function pageList(copy: Pick<PageCopy, "key" | "lists">, key: string): readonly string[] {
  const found = copy.lists?.find((l) => l.key === key);
  if (!found) throw new Error(`data/pages.yaml: page "${copy.key}" has no list "${key}" under "lists".`);
  return found.items;
}
