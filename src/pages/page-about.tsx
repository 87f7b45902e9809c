import { TestimonialList } from "../components/blocks/testimonial-list";
import { CopyHead, CopyPage } from "../components/page/copy-page";
import { routes } from "../lib/routes";

export default function AboutPage() {
  return <CopyPage pageKey="about" footer="apps" blocks={{ testimonials: <TestimonialList /> }} />;
}

export const Head = () => <CopyHead pageKey="about" path={routes.about} />;
