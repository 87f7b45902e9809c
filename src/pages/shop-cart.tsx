import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function ShopCartPage() {
  return <CopyPage pageKey="shopCart" />;
}

export const Head = () => <CopyHead pageKey="shopCart" path={routes.shopCart} noindex />;
