import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function ResetPasswordPage() {
  return <CopyPage pageKey="resetPassword" />;
}

export const Head = () => <CopyHead pageKey="resetPassword" path={routes.resetPassword} />;
