import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function SignUpPage() {
  return <CopyPage pageKey="signUp" />;
}

export const Head = () => <CopyHead pageKey="signUp" path={routes.signUp} />;
