/** What pages, templates, the layout and other features may import from careers. */
export { APPLICATION_WORDS, ApplicationForm } from "./components/application-form";
export { BenefitList } from "./components/benefit-list";
export { JobDetail } from "./components/job-detail";
export { JobList } from "./components/job-list";
export { jobPostingJsonLd } from "./job-posting";
