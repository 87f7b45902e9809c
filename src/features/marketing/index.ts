/** What pages, templates, the layout and other features may import from marketing. */
export { CardCarousel } from "./components/card-carousel";
export { CopyHead } from "./components/copy-head";
export { CopyPage } from "./components/copy-page";
export { cardStyles } from "./components/copy-sections";
export { FaqList } from "./components/faq-list";
export { IntegrationGrid } from "./components/integration-grid";
export { IntroVideo } from "./components/intro-video";
export { LinkRow } from "./components/link-row";
export { LogoCarousel } from "./components/logo-carousel";
export { LogoGrid } from "./components/logo-grid";
export { NotFound } from "./components/not-found";
export { NotFoundHead } from "./components/not-found-head";
export { partnerLogos } from "./components/partner-logos";
export { TestimonialList } from "./components/testimonial-list";
export { Timeline } from "./components/timeline";
export { useCarouselLabels } from "./use-carousel-labels";
