import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function SignInPage() {
  return <CopyPage pageKey="signIn" />;
}

export const Head = () => <CopyHead pageKey="signIn" path={routes.signIn} />;
