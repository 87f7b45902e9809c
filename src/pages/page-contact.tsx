import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function ContactPage() {
  return <CopyPage pageKey="contact" />;
}

export const Head = () => <CopyHead pageKey="contact" path={routes.contact} />;
