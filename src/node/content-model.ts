import { PAGE_BLOCKS, VIDEO_CHANNELS } from "../shared/lib/page-blocks";
import { checkPricing, type PricingData } from "../features/pricing/rules";
import { CONSENT_WORD_KEYS } from "../features/consent/consent-words";
import { SEARCH_WORD_KEYS, SHOP_WORD_KEYS } from "../shared/lib/overlay-words";
import { categorySlug } from "../shared/lib/routes";
import { reviewProblem } from "../features/accessibility/rules";

/**
 * The content model: every YAML collection in data/ and every kind of MDX file in content/, field by field.
 * Used at build time by schema.ts (GraphQL type definitions) and validate.ts (file/entry/field messages),
 * so the GraphQL schema and the validation rules cannot drift apart.
 *
 * Fields are written with the small constructors below: `str()` is a required text, `opt(str())` the same when a
 * file may leave it out, `list("TypeName", {...})` a list of groups of fields (a GraphQL type of that name).
 */

export type FieldSpec =
  /** `quoted`: a number is refused, so ids stay text (GraphQL filters compare them as strings). */
  | { kind: "string"; required: boolean; maxLength?: number; oneOf?: readonly string[]; quoted?: boolean }
  | { kind: "int" | "float" | "boolean" | "date" | "floatList"; required: boolean }
  | { kind: "stringList"; required: boolean; maxItems?: number }
  /** A path relative to the file that holds it; the file must exist. */
  | { kind: "file"; required: boolean }
  /** A value that must equal `key` of an entry in another collection (a link in GraphQL). */
  | { kind: "ref"; collection: CollectionName; key: string; label: string; required: boolean }
  | { kind: "object"; typeName: string; fields: Fields; required: boolean }
  | { kind: "objectList"; typeName: string; fields: Fields; required: boolean; maxItems?: number };

export type Fields = Readonly<Record<string, FieldSpec>>;

/** Required text; `max` characters at most, `oneOf` a fixed set of values, `quoted` refuses a bare number. */
export const str = (rules: { max?: number; oneOf?: readonly string[]; quoted?: boolean } = {}): FieldSpec => ({
  kind: "string",
  required: true,
  maxLength: rules.max,
  oneOf: rules.oneOf,
  quoted: rules.quoted,
});
/** An id: required text written in quotes. */
export const id = (): FieldSpec => str({ quoted: true });
export const int = (): FieldSpec => ({ kind: "int", required: true });
export const float = (): FieldSpec => ({ kind: "float", required: true });
export const bool = (): FieldSpec => ({ kind: "boolean", required: true });
/** A calendar day written YYYY-MM-DD. */
export const date = (): FieldSpec => ({ kind: "date", required: true });
export const file = (): FieldSpec => ({ kind: "file", required: true });
export const strings = (rules: { maxItems?: number } = {}): FieldSpec => ({ kind: "stringList", required: true, maxItems: rules.maxItems });
export const floats = (): FieldSpec => ({ kind: "floatList", required: true });
/** The `key` of an entry in `collection`, named `label` in messages ("unknown author"). */
export const ref = (collection: CollectionName, key: string, label: string): FieldSpec => ({ kind: "ref", collection, key, label, required: true });
/** One group of fields, a GraphQL type named `typeName`. */
export const obj = (typeName: string, fields: Fields): FieldSpec => ({ kind: "object", typeName, fields, required: true });
/** A list of groups of fields, each a `typeName`. */
export const list = (typeName: string, fields: Fields, rules: { maxItems?: number } = {}): FieldSpec => ({
  kind: "objectList",
  typeName,
  fields,
  required: true,
  maxItems: rules.maxItems,
});
/** The same field, which a file may leave out. */
export const opt = (spec: FieldSpec): FieldSpec => ({ ...spec, required: false });
/** A required text for each key: the words of one part of the UI. */
const words = (keys: readonly string[]): Fields => Object.fromEntries(keys.map((key) => [key, str()]));

export type CollectionName =
  | "site"
  | "navigation"
  | "pages"
  | "categories"
  | "authors"
  | "jobs"
  | "benefits"
  | "products"
  | "logos"
  | "pricing"
  | "faqs"
  | "testimonials"
  | "timeline"
  | "integrations"
  | "accessibility";

export interface YamlCollection {
  name: CollectionName;
  /** Path from the project root: data/<name>.yaml. */
  file: string;
  /** GraphQL node type, as gatsby-transformer-yaml names it after the file (yamlTypeName). */
  typeName: string;
  /** "list": the file is a list of entries; "single": the file is one object. */
  shape: "list" | "single";
  /** How an entry is named in messages: `job 2`, `category "Inclusive Design"`. */
  entryLabel: string;
  /** Field whose value names the entry in messages and must be unique. */
  keyField?: string;
  fields: Fields;
  /** Checks across fields and entries, run once the fields are valid; messages name the entry, not the file. */
  check?: (data: unknown, exists: (projectPath: string) => boolean) => string[];
}

/**
 * Node type for a YAML file, from its name: "site" → "SiteYaml", "jobs" → "JobsYaml". Given to
 * gatsby-transformer-yaml so the types match this model whether a file holds a list or one object.
 */
export const yamlTypeName = (fileName: string): string =>
  `${fileName
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}Yaml`;

type Check = YamlCollection["check"];

/** data/<name>.yaml holding one group of fields. */
const single = (name: CollectionName, fields: Fields, check?: Check): YamlCollection => ({
  name,
  file: `data/${name}.yaml`,
  typeName: yamlTypeName(name),
  shape: "single",
  entryLabel: name,
  fields,
  check,
});

/** data/<name>.yaml holding a list of entries, each named `<entryLabel> <keyField's value>` in messages. */
const entries = (name: CollectionName, entry: { label: string; key: string }, fields: Fields, check?: Check): YamlCollection => ({
  name,
  file: `data/${name}.yaml`,
  typeName: yamlTypeName(name),
  shape: "list",
  entryLabel: entry.label,
  keyField: entry.key,
  fields,
  check,
});

const navLinkFields: Fields = { label: str(), to: str(), soon: opt(bool()) };

interface PageData {
  key: string;
  image?: string;
  imageAlt?: string;
  sections?: { heading: string; image?: string; imageAlt?: string; items?: { title: string; image?: string; imageAlt?: string }[] }[];
}

interface VideoData {
  channel: string;
  id?: string;
  src?: string;
  poster: string;
  captions?: string;
  ratio: string;
}

/** The intro video: a file for `custom`, an id for the hosted channels, files that exist in static/. */
function checkVideo(video: VideoData, exists: (projectPath: string) => boolean): string[] {
  const problems: string[] = [];
  if (video.channel === "custom" && !video.src) problems.push('video: channel "custom" needs "src" (a file in static/)');
  if (video.channel === "custom" && !video.captions) problems.push('video: channel "custom" needs "captions" (a WebVTT file in static/)');
  if (video.channel !== "custom" && !video.id) problems.push(`video: channel "${video.channel}" needs "id" (the video's id there)`);
  for (const field of ["src", "poster", "captions"] as const) {
    const value = video[field];
    if (value && !exists(`static/${value.replace(/^\//, "")}`)) problems.push(`video: field "${field}": file "${value}" not found in static/`);
  }
  if (!/^\d+:\d+$/.test(video.ratio)) problems.push(`video: field "ratio" is "${video.ratio}", expected width:height like "16:9"`);
  return problems;
}

interface FaqsData {
  features?: readonly { id: string }[];
  team?: readonly { id: string }[];
}

/** Each footer link goes somewhere (`to`) or opens a lead dialog (`dialog`); a bottom-row entry likewise. */
function checkFooter(data: unknown): string[] {
  const nav = data as {
    footerColumns?: { heading: string; links?: { label: string; to?: string; dialog?: string }[] }[];
    footerBottom?: { label?: string; to?: string; dialog?: string }[];
  };
  const columns = (nav.footerColumns ?? []).flatMap((column) =>
    (column.links ?? [])
      .filter((link) => (link.to === undefined) === (link.dialog === undefined))
      .map((link) => `footer column "${column.heading}": link "${link.label}" needs either "to" or "dialog", not both or neither`),
  );
  const bottom = (nav.footerBottom ?? [])
    .filter((link) => (link.to === undefined) === (link.dialog === undefined) || (link.dialog !== undefined && !link.label))
    .map((link) => `footerBottom: entry "${link.label ?? link.to ?? "?"}" needs either "to" or "dialog" (with a label), not both or neither`);
  return columns.concat(bottom);
}

/** Every picture on a page has its words. */
const checkPageImages = (data: unknown): string[] =>
  (data as PageData[]).flatMap((page) => [
    ...(page.image && !page.imageAlt ? [`page "${page.key}": field "imageAlt" is needed with "image" (say what the picture shows)`] : []),
    ...(page.sections ?? []).flatMap((section) => [
      ...(section.image && !section.imageAlt ? [`page "${page.key}": section "${section.heading}": field "imageAlt" is needed with "image"`] : []),
      ...(section.items ?? [])
        .filter((item) => item.image && !item.imageAlt)
        .map((item) => `page "${page.key}": section "${section.heading}": item "${item.title}": field "imageAlt" is needed with "image"`),
    ]),
  ]);

/** Words that name an area wider than a town; a job's `city` holding one cannot be placed on a map. */
const AREA_WORDS = /\b(valley|area|region|county|metro|metropolitan|coast|state|province)\b/i;

/**
 * A Hybrid job is worked at an office, which search engines place by its address (the JobPosting's jobLocation): its
 * `city` must be a town, not an area such as "Silicon Valley", and its `region` (state or province) must be given.
 */
function checkJobLocalities(data: unknown): string[] {
  return (data as { id: string; location: string; city: string; region?: string }[]).flatMap((job) => {
    if (job.location !== "Hybrid") return [];
    const problems: string[] = [];
    if (AREA_WORDS.test(job.city))
      problems.push(`job ${job.id}: field "city" is "${job.city}", an area: a Hybrid job needs the town its office is in (for example Palo Alto)`);
    if (!job.region) problems.push(`job ${job.id}: missing field "region": a Hybrid job needs its office's state or province (for example CA)`);
    return problems;
  });
}

/** Two categories whose names differ only in case or punctuation would share one address. */
function checkCategorySlugs(data: unknown): string[] {
  const seen = new Map<string, string>();
  return (data as { name: string }[]).flatMap(({ name }) => {
    const slug = categorySlug(name);
    const first = seen.get(slug);
    if (first !== undefined) return [`category "${name}": its address /blog-category/${slug}/ is already that of "${first}" (rename one)`];
    seen.set(slug, name);
    return slug ? [] : [`category "${name}": its name needs a letter or a digit (the address is made from them)`];
  });
}

/** A question's id is unique across both lists. */
function checkFaqIds(data: unknown): string[] {
  const all = [...((data as FaqsData).features ?? []), ...((data as FaqsData).team ?? [])];
  const seen = new Set<string>();
  return all.flatMap((item) => {
    if (seen.has(item.id)) return [`question "${item.id}": duplicate id (ids must be unique across both lists)`];
    seen.add(item.id);
    return [];
  });
}

const faqFields: Fields = { id: id(), question: str(), answer: str() };
const logoFields: Fields = { id: id(), name: str(), image: file(), darkImage: opt(file()), width: int(), height: int() };
const pictureFields: Fields = { image: opt(file()), imageAlt: opt(str()) };

export const yamlCollections: readonly YamlCollection[] = [
  single(
    "site",
    {
      name: str(),
      tagline: str(),
      subline: str(),
      description: str({ max: 200 }),
      titleSeparator: str(),
      feedTitle: str(),
      productStatus: str(),
      waitlistBase: int(),
      newsletterBase: int(),
      email: str(),
      office: obj("SiteOffice", { city: str(), country: str() }),
      copyright: str(),
      video: obj("SiteVideo", {
        channel: str({ oneOf: VIDEO_CHANNELS }),
        id: opt(id()),
        src: opt(str()),
        poster: str(),
        captions: opt(str()),
        ratio: str(),
        title: str(),
      }),
      social: list("SocialLink", { network: str({ oneOf: ["linkedin", "facebook", "x", "youtube"] }), label: str(), url: str() }),
      share: list("ShareLink", { network: str({ oneOf: ["linkedin", "facebook", "x", "email"] }), label: str(), url: str() }),
      consent: obj("SiteConsent", {
        revision: int(),
        policyVersion: id(),
        defaults: obj("ConsentDefaults", { preferences: bool(), statistics: bool(), marketing: bool() }),
        categories: list("ConsentCategory", {
          key: str({ oneOf: ["necessary", "preferences", "statistics", "marketing"] }),
          name: str(),
          purpose: str(),
          storage: opt(strings()),
          calls: opt(strings()),
        }),
        words: obj("ConsentWords", words(CONSENT_WORD_KEYS)),
      }),
      shop: obj("ShopWords", words(SHOP_WORD_KEYS)),
      search: obj("SearchWords", words(SEARCH_WORD_KEYS)),
      labels: obj(
        "SiteLabels",
        words([
          "skipToContent",
          "homeLink",
          "primaryNav",
          "openMenu",
          "menuPages",
          "closeMenu",
          "menuSearch",
          "menuSearchEmpty",
          "soon",
          "soonName",
          "darkMode",
          "backToTop",
          "breadcrumb",
          "home",
          "footerNav",
          "socialNav",
          "externalLink",
          "appBadges",
          "carouselPause",
          "carouselPlay",
          "carouselPrevious",
          "carouselNext",
          "logout",
          "signInCrumb",
          "loadFailed",
          "loadFailedClose",
        ]),
      ),
    },
    (data, exists) => checkVideo((data as { video: VideoData }).video, exists),
  ),
  single(
    "navigation",
    {
      header: list("HeaderItem", { label: str(), to: opt(str()), menu: opt(str({ oneOf: ["solutions"] })) }),
      login: obj("NavLink", navLinkFields),
      dashboard: obj("NavLink", navLinkFields),
      // The console's address is routes.console (the site's own area, not an editor's choice).
      team: obj("NavAction", { label: str() }),
      demo: obj("NavAction", { label: str() }),
      waitlist: obj("NavLink", navLinkFields),
      solutions: list("MenuGroup", { heading: str(), items: list("MenuItem", navLinkFields) }),
      footerColumns: list("FooterColumn", {
        heading: str(),
        // A link goes somewhere (`to`) or opens one of the lead dialogs (`dialog`).
        links: list("FooterLink", { label: str(), to: opt(str()), dialog: opt(str({ oneOf: ["demo", "newsletter"] })) }),
      }),
      // A bottom-row entry is a link (`to`) or opens the cookie settings (`dialog: cookies`, with its label).
      footerBottom: list("FooterBottomLink", {
        label: opt(str()),
        to: opt(str()),
        role: opt(str({ oneOf: ["privacy", "legal"] })),
        dialog: opt(str({ oneOf: ["cookies"] })),
      }),
      footerVariants: list("FooterVariant", {
        key: str({ oneOf: ["standard", "apps"] }),
        privacyLabel: str(),
        legalLabel: str(),
        showAppBadges: bool(),
      }),
      appBadges: list("AppBadge", { image: file(), alt: str() }),
    },
    checkFooter,
  ),
  entries(
    "pages",
    { label: "page", key: "key" },
    {
      key: str(),
      title: str(),
      description: str({ max: 200 }),
      eyebrow: opt(str()),
      heading: str(),
      intro: opt(str()),
      ...pictureFields,
      sections: opt(
        list("PageSection", {
          heading: str(),
          body: opt(str()),
          ordered: opt(bool()),
          visible: opt(bool()),
          block: opt(str({ oneOf: PAGE_BLOCKS })),
          ...pictureFields,
          items: opt(
            list("PageSectionItem", {
              title: str(),
              text: opt(str()),
              badges: opt(strings()),
              ...pictureFields,
              link: opt(obj("PageLink", navLinkFields)),
            }),
          ),
          links: opt(list("PageLink", navLinkFields)),
        }),
      ),
      links: opt(list("PageLink", navLinkFields)),
      strings: opt(list("PageString", { key: str(), text: str() })),
      lists: opt(list("PageList", { key: str(), items: strings() })),
    },
    checkPageImages,
  ),
  entries("categories", { label: "category", key: "name" }, { name: str(), description: str() }, checkCategorySlugs),
  entries("authors", { label: "author", key: "id" }, { id: id(), name: str(), role: str(), bio: str(), avatar: file(), avatarAlt: str() }),
  entries(
    "jobs",
    { label: "job", key: "id" },
    {
      id: id(),
      name: str(),
      type: str(),
      location: str({ oneOf: ["Remote", "Hybrid"] }),
      city: str(),
      region: opt(str()),
      country: str(),
      salary: str(),
      posted: date(),
      summary: str({ max: 200 }),
      desc: str(),
      tasks: strings(),
      requirements: strings(),
    },
    checkJobLocalities,
  ),
  entries("benefits", { label: "benefit", key: "title" }, { title: str(), description: str() }),
  entries(
    "products",
    { label: "product", key: "id" },
    {
      id: id(),
      name: str(),
      summary: str(),
      description: str(),
      price: float(),
      oldPrice: float(),
      discount: float(),
      rating: float(),
      availability: str({ oneOf: ["InStock", "PreOrder", "BackOrder", "OutOfStock", "SoldOut", "Discontinued"] }),
      image: file(),
      alt: str(),
      features: strings(),
    },
  ),
  single("logos", { aligned: list("Logo", logoFields), partners: list("Logo", logoFields) }),
  single(
    "pricing",
    {
      groupDiscounts: list("GroupDiscount", { group: str(), discount: float() }),
      plans: list("PricingPlan", {
        id: str(),
        title: str(),
        group: str(),
        description: str(),
        price: opt(float()),
        priceFrom: opt(bool()),
        priceText: opt(str()),
        discount: float(),
        yearlyPrice: opt(float()),
        slPrice: opt(float()),
        priceDetails: str(),
        linkText: str(),
        linkSubtext: opt(str()),
        link: str(),
        users: str(),
        trialDays: opt(int()),
        hardwareDiscount: opt(str()),
        features: strings(),
        limitations: opt(strings()),
        popular: opt(bool()),
        freeVersion: opt(bool()),
        contact: opt(bool()),
        subPlans: opt(strings()),
        tone: str({ oneOf: ["plain", "accent"] }),
      }),
      cards: strings(),
      addOn: obj("PricingAddOn", { plans: strings() }),
      comparison: obj("PricingComparison", {
        columns: list("ComparisonColumn", { label: str(), plan: str() }),
        groups: list("ComparisonGroup", {
          name: str(),
          rows: list("ComparisonRow", { name: str(), values: opt(strings()), derived: opt(str()) }),
        }),
      }),
      legacy: obj("PricingLegacy", {
        tiers: list("LegacyTier", { name: str(), price: float(), unit: str(), maxSeats: opt(int()) }),
        aslTrainingMonthly: floats(),
      }),
    },
    (data) => checkPricing(data as PricingData),
  ),
  single("faqs", { features: list("FaqItem", faqFields), team: list("FaqItem", faqFields) }, checkFaqIds),
  entries("testimonials", { label: "testimonial", key: "name" }, { quote: str(), name: str(), position: str(), image: file(), alt: str() }),
  entries("timeline", { label: "milestone", key: "id" }, { id: id(), year: id(), title: str(), description: str(), image: file(), alt: str() }),
  entries(
    "integrations",
    { label: "integration", key: "id" },
    {
      id: id(),
      name: str(),
      category: str({ oneOf: ["Communication", "CRM", "Payments", "Marketing", "Authentication"] }),
      description: str(),
      image: file(),
      imageAlt: str(),
    },
  ),
  single(
    "accessibility",
    {
      title: str(),
      description: str({ max: 200 }),
      heading: str(),
      intro: str(),
      headings: obj(
        "AccessibilityHeadings",
        words(["commitment", "status", "measures", "limitations", "feedback", "compatibility", "review", "workaround"]),
      ),
      commitment: str(),
      standard: obj("AccessibilityStandard", { name: str(), level: str({ oneOf: ["A", "AA", "AAA"] }), url: str() }),
      status: str(),
      measures: strings(),
      limitations: list("AccessibilityLimitation", { what: str(), workaround: str() }),
      feedback: obj("AccessibilityFeedback", { text: str(), email: str(), responseTime: str() }),
      compatibility: obj("AccessibilityCompatibility", { browsers: str(), assistiveTechnology: str(), note: str() }),
      reviewed: date(),
      reviewedText: str(),
    },
    // A statement reviewed more than a year before the build no longer describes the site.
    (data) => {
      const problem = reviewProblem((data as { reviewed: Date | string }).reviewed, new Date());
      return problem ? [problem] : [];
    },
  ),
];

export interface MdxKind {
  /** The gatsby-source-filesystem instance name, stored on each Mdx node as fields.collection. */
  collection: "blog" | "legal";
  /** The node type each file becomes (a child of its Mdx node), queried with its frontmatter as `<typeName>Frontmatter`. */
  typeName: "Post" | "LegalPage";
  /** Folder from the project root. */
  folder: string;
  keyField: string;
  fields: Fields;
}

export const mdxKinds: readonly MdxKind[] = [
  {
    collection: "blog",
    typeName: "Post",
    folder: "content/blog",
    keyField: "id",
    fields: {
      id: id(),
      title: str(),
      desc: str({ max: 240 }),
      category: ref("categories", "name", "category"),
      date: date(),
      updated: opt(date()),
      author: ref("authors", "id", "author"),
      cover: file(),
      coverAlt: str(),
      tags: opt(strings({ maxItems: 5 })),
      figures: opt(list("MdxFigure", { id: id(), image: file(), alt: str(), caption: opt(str()) })),
    },
  },
  {
    collection: "legal",
    typeName: "LegalPage",
    folder: "content/legal",
    keyField: "slug",
    fields: { title: str(), slug: str({ oneOf: ["terms", "privacy", "cookie-policy"] }), updated: date(), description: str({ max: 200 }) },
  },
];
