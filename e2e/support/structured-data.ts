/**
 * Test oracle: schema.org objects checked against Google's required and recommended properties for the rich
 * results this site can have (https://developers.google.com/search/docs/appearance/structured-data/): Article
 * (BlogPosting), JobPosting (through the careers feature's own oracle), Product, BreadcrumbList and Organization.
 * Each check returns the problems, empty when the object passes. Only tests use it.
 */
import { checkJobPosting } from "../../src/features/careers/__tests__/support/check-job-posting";

type Ld = Record<string, unknown>;

const isRecord = (v: unknown): v is Ld => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const absoluteUrl = (v: unknown): v is string => typeof v === "string" && /^https:\/\/[^/\s]+\//.test(v);
const isoDate = (v: unknown): boolean =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v));
const urlOf = (v: unknown): unknown => (isRecord(v) ? v.url : v);

/** Article (BlogPosting): headline, image, datePublished, dateModified, author with name and url; publisher with logo. */
export function checkBlogPosting(ld: Ld): string[] {
  const problems: string[] = [];
  if (!text(ld.headline)) problems.push("headline: missing");
  else if (ld.headline.length > 110) problems.push("headline: longer than 110 characters");
  const images = Array.isArray(ld.image) ? ld.image : [ld.image];
  if (!images.every((image) => absoluteUrl(urlOf(image)))) problems.push("image: needs absolute URLs");
  if (!isoDate(ld.datePublished)) problems.push("datePublished: missing or not ISO 8601");
  if (!isoDate(ld.dateModified)) problems.push("dateModified: missing or not ISO 8601");
  else if (isoDate(ld.datePublished) && Date.parse(String(ld.dateModified)) < Date.parse(String(ld.datePublished)))
    problems.push("dateModified: before datePublished");
  const authors = Array.isArray(ld.author) ? ld.author : [ld.author];
  for (const author of authors) {
    if (!isRecord(author) || !["Person", "Organization"].includes(String(author["@type"]))) problems.push("author: needs a Person or Organization");
    else {
      if (!text(author.name)) problems.push("author.name: missing");
      if (!absoluteUrl(author.url)) problems.push("author.url: missing (the author's page)");
    }
  }
  const publisher = ld.publisher;
  if (!isRecord(publisher) || !text(publisher.name)) problems.push("publisher: needs an Organization with a name");
  else if (!absoluteUrl(urlOf(publisher.logo))) problems.push("publisher.logo: missing");
  return problems;
}

/** JobPosting: Google's rules, and an on-site job's address names its town and region (a place on a map). */
export function checkJobPostingLd(ld: Ld, now: Date): string[] {
  const problems = checkJobPosting(ld, { now });
  const places = Array.isArray(ld.jobLocation) ? ld.jobLocation : ld.jobLocation ? [ld.jobLocation] : [];
  for (const place of places) {
    const address = isRecord(place) && isRecord(place.address) ? place.address : {};
    if (!text(address.addressLocality) || !text(address.addressRegion)) problems.push("jobLocation.address: needs addressLocality and addressRegion");
  }
  return problems;
}

const AVAILABILITY =
  /^https:\/\/schema\.org\/(InStock|PreOrder|BackOrder|OutOfStock|SoldOut|Discontinued|InStoreOnly|LimitedAvailability|OnlineOnly|PreSale)$/;

/** Product (snippet and merchant listing): name, image, an offer with price, currency and availability; brand. */
export function checkProduct(ld: Ld): string[] {
  const problems: string[] = [];
  if (!text(ld.name)) problems.push("name: missing");
  if (!absoluteUrl(urlOf(Array.isArray(ld.image) ? ld.image[0] : ld.image))) problems.push("image: missing");
  if (!isRecord(ld.brand) || !text(ld.brand.name)) problems.push("brand: missing");
  const offer = Array.isArray(ld.offers) ? ld.offers[0] : ld.offers;
  if (!isRecord(offer) && !isRecord(ld.review) && !isRecord(ld.aggregateRating))
    return [...problems, "offers, review or aggregateRating: one is required"];
  if (isRecord(offer)) {
    if (!(typeof offer.price === "number" || (typeof offer.price === "string" && /^\d+(\.\d+)?$/.test(offer.price))))
      problems.push("offers.price: missing or not a number");
    if (typeof offer.priceCurrency !== "string" || !/^[A-Z]{3}$/.test(offer.priceCurrency))
      problems.push("offers.priceCurrency: needs an ISO 4217 code");
    if (typeof offer.availability !== "string" || !AVAILABILITY.test(offer.availability))
      problems.push("offers.availability: missing or not a schema.org ItemAvailability");
  }
  return problems;
}

/** BreadcrumbList: at least two ListItems numbered from 1, each named, each but the last with an absolute item. */
export function checkBreadcrumbList(ld: Ld): string[] {
  const items = Array.isArray(ld.itemListElement) ? ld.itemListElement : [];
  if (items.length < 2) return ["itemListElement: needs at least two ListItems"];
  return items.flatMap((item: unknown, i) => {
    if (!isRecord(item) || item["@type"] !== "ListItem") return [`itemListElement[${i}]: must be a ListItem`];
    const problems: string[] = [];
    if (item.position !== i + 1) problems.push(`itemListElement[${i}].position: must be ${i + 1}`);
    if (!text(item.name)) problems.push(`itemListElement[${i}].name: missing`);
    if (i < items.length - 1 && !absoluteUrl(item.item)) problems.push(`itemListElement[${i}].item: missing (only the last may go without)`);
    return problems;
  });
}

/** Organization: name, url and logo (at least 112 px square), plus contact and profiles. */
export function checkOrganization(ld: Ld): string[] {
  const problems: string[] = [];
  if (!text(ld.name)) problems.push("name: missing");
  if (!absoluteUrl(ld.url)) problems.push("url: missing");
  const logo = ld.logo;
  if (!absoluteUrl(urlOf(logo))) problems.push("logo: missing");
  else if (isRecord(logo) && (Number(logo.width) < 112 || Number(logo.height) < 112)) problems.push("logo: smaller than 112 × 112");
  if (!text(ld.email)) problems.push("email: missing");
  if (!Array.isArray(ld.sameAs) || !ld.sameAs.every(absoluteUrl)) problems.push("sameAs: needs the profiles' absolute URLs");
  return problems;
}
