import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function ShopCheckoutPage() {
  return <CopyPage pageKey="shopCheckout" />;
}

export const Head = () => <CopyHead pageKey="shopCheckout" path={routes.shopCheckout} noindex />;
