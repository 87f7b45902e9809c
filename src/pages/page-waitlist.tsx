import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function WaitlistPage() {
  return <CopyPage pageKey="waitlist" />;
}

export const Head = () => <CopyHead pageKey="waitlist" path={routes.waitlist} noindex />;
