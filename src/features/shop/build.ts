/**
 * Shop product pages from data/products.yaml: /shop-product-detail/{id}/. Called from createPages in gatsby-node.ts.
 */
import path from "node:path";
import { familyPagePath } from "../../shared/lib/routes";
import { createAll, runQuery, type PageSpec, type PagesArgs } from "../../node/page-specs";

const productTemplate = path.resolve("src/templates/product-detail.tsx");

export function productPages(products: readonly { yamlId: string }[]): PageSpec[] {
  return products.map(({ yamlId }) => ({
    path: familyPagePath("productDetail", yamlId),
    component: productTemplate,
    context: { productId: yamlId },
  }));
}

export async function createProductPages(args: PagesArgs): Promise<void> {
  const data = await runQuery<{ allProductsYaml: { nodes: { yamlId: string }[] } }>(
    args,
    "shop products",
    `query CreateProductPages { allProductsYaml { nodes { yamlId } } }`,
  );
  if (data) createAll(args, productPages(data.allProductsYaml.nodes));
}
