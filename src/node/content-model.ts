import { PAGE_BLOCKS, VIDEO_CHANNELS } from "../shared/lib/page-blocks";
import { checkPricing, type PricingData } from "../features/pricing/rules";
import { CONSENT_WORD_KEYS } from "../features/consent/consent-words";
import { SEARCH_WORD_KEYS, SHOP_WORD_KEYS } from "../shared/lib/overlay-words";

/**
 * The content model: every YAML collection in data/ and every kind of MDX file in content/, field by field.
 * Used at build time by schema.ts (GraphQL type definitions) and validate.ts (file/entry/field messages),
 * so the GraphQL schema and the validation rules cannot drift apart.
 */

export type FieldSpec =
  /** `quoted`: a number is refused, so ids stay text (GraphQL filters compare them as strings). */
  | { kind: "string"; required?: boolean; maxLength?: number; oneOf?: readonly string[]; quoted?: boolean }
  | { kind: "int"; required?: boolean }
  | { kind: "float"; required?: boolean }
  | { kind: "boolean"; required?: boolean }
  | { kind: "date"; required?: boolean }
  | { kind: "stringList"; required?: boolean; maxItems?: number }
  | { kind: "floatList"; required?: boolean }
  /** A path relative to the file that holds it; the file must exist. */
  | { kind: "file"; required?: boolean }
  /** A value that must equal `key` of an entry in another collection (a link in GraphQL). */
  | { kind: "ref"; collection: CollectionName; key: string; label: string; required?: boolean }
  | { kind: "object"; typeName: string; fields: Fields; required?: boolean }
  | { kind: "objectList"; typeName: string; fields: Fields; required?: boolean; maxItems?: number };

export type Fields = Readonly<Record<string, FieldSpec>>;

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
  | "integrations";

export interface YamlCollection {
  name: CollectionName;
  /** Path from the project root. */
  file: string;
  /** GraphQL node type, as gatsby-transformer-yaml names it after the file. */
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

const navLinkFields: Fields = {
  label: { kind: "string", required: true },
  to: { kind: "string", required: true },
  soon: { kind: "boolean" },
};



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

const faqFields: Fields = {
  id: { kind: "string", required: true, quoted: true },
  question: { kind: "string", required: true },
  answer: { kind: "string", required: true },
};

interface FaqsData {
  features?: readonly { id: string }[];
  team?: readonly { id: string }[];
}

export const yamlCollections: readonly YamlCollection[] = [
  {
    name: "site",
    file: "data/site.yaml",
    typeName: "SiteYaml",
    shape: "single",
    entryLabel: "site",
    check: (data, exists) => checkVideo((data as { video: VideoData }).video, exists),
    fields: {
      name: { kind: "string", required: true },
      tagline: { kind: "string", required: true },
      subline: { kind: "string", required: true },
      description: { kind: "string", required: true, maxLength: 200 },
      titleSeparator: { kind: "string", required: true },
      feedTitle: { kind: "string", required: true },
      productStatus: { kind: "string", required: true },
      waitlistBase: { kind: "int", required: true },
      newsletterBase: { kind: "int", required: true },
      email: { kind: "string", required: true },
      office: {
        kind: "object",
        typeName: "SiteOffice",
        required: true,
        fields: { city: { kind: "string", required: true }, country: { kind: "string", required: true } },
      },
      copyright: { kind: "string", required: true },
      video: {
        kind: "object",
        typeName: "SiteVideo",
        required: true,
        fields: {
          channel: { kind: "string", required: true, oneOf: VIDEO_CHANNELS },
          id: { kind: "string", quoted: true },
          src: { kind: "string" },
          poster: { kind: "string", required: true },
          captions: { kind: "string" },
          ratio: { kind: "string", required: true },
          title: { kind: "string", required: true },
        },
      },
      social: {
        kind: "objectList",
        typeName: "SocialLink",
        required: true,
        fields: {
          network: { kind: "string", required: true, oneOf: ["linkedin", "facebook", "x", "youtube"] },
          label: { kind: "string", required: true },
          url: { kind: "string", required: true },
        },
      },
      share: {
        kind: "objectList",
        typeName: "ShareLink",
        required: true,
        fields: {
          network: { kind: "string", required: true, oneOf: ["linkedin", "facebook", "x", "email"] },
          label: { kind: "string", required: true },
          url: { kind: "string", required: true },
        },
      },
      consent: {
        kind: "object",
        typeName: "SiteConsent",
        required: true,
        fields: {
          revision: { kind: "int", required: true },
          policyVersion: { kind: "string", required: true, quoted: true },
          defaults: {
            kind: "object",
            typeName: "ConsentDefaults",
            required: true,
            fields: {
              preferences: { kind: "boolean", required: true },
              statistics: { kind: "boolean", required: true },
              marketing: { kind: "boolean", required: true },
            },
          },
          categories: {
            kind: "objectList",
            typeName: "ConsentCategory",
            required: true,
            fields: {
              key: { kind: "string", required: true, oneOf: ["necessary", "preferences", "statistics", "marketing"] },
              name: { kind: "string", required: true },
              purpose: { kind: "string", required: true },
              storage: { kind: "stringList" },
              calls: { kind: "stringList" },
            },
          },
          words: {
            kind: "object",
            typeName: "ConsentWords",
            required: true,
            fields: Object.fromEntries(CONSENT_WORD_KEYS.map((key) => [key, { kind: "string", required: true }])) as Fields,
          },
        },
      },
      shop: {
        kind: "object",
        typeName: "ShopWords",
        required: true,
        fields: Object.fromEntries(SHOP_WORD_KEYS.map((key) => [key, { kind: "string", required: true }])) as Fields,
      },
      search: {
        kind: "object",
        typeName: "SearchWords",
        required: true,
        fields: Object.fromEntries(SEARCH_WORD_KEYS.map((key) => [key, { kind: "string", required: true }])) as Fields,
      },
      labels: {
        kind: "object",
        typeName: "SiteLabels",
        required: true,
        fields: {
          skipToContent: { kind: "string", required: true },
          homeLink: { kind: "string", required: true },
          primaryNav: { kind: "string", required: true },
          openMenu: { kind: "string", required: true },
          menuPages: { kind: "string", required: true },
          closeMenu: { kind: "string", required: true },
          menuSearch: { kind: "string", required: true },
          menuSearchEmpty: { kind: "string", required: true },
          soon: { kind: "string", required: true },
          soonName: { kind: "string", required: true },
          darkMode: { kind: "string", required: true },
          backToTop: { kind: "string", required: true },
          breadcrumb: { kind: "string", required: true },
          home: { kind: "string", required: true },
          footerNav: { kind: "string", required: true },
          socialNav: { kind: "string", required: true },
          externalLink: { kind: "string", required: true },
          appBadges: { kind: "string", required: true },
          carouselPause: { kind: "string", required: true },
          carouselPlay: { kind: "string", required: true },
          carouselPrevious: { kind: "string", required: true },
          carouselNext: { kind: "string", required: true },
          logout: { kind: "string", required: true },
          signInCrumb: { kind: "string", required: true },
          loadFailed: { kind: "string", required: true },
          loadFailedClose: { kind: "string", required: true },
        },
      },
    },
  },
  {
    name: "navigation",
    file: "data/navigation.yaml",
    typeName: "NavigationYaml",
    shape: "single",
    entryLabel: "navigation",
    check: (data) =>
      ((data as { footerColumns?: { heading: string; links?: { label: string; to?: string; dialog?: string }[] }[] }).footerColumns ?? []).flatMap(
        (column) =>
          (column.links ?? [])
            .filter((link) => (link.to === undefined) === (link.dialog === undefined))
            .map((link) => `footer column "${column.heading}": link "${link.label}" needs either "to" or "dialog", not both or neither`),
      ).concat(
        ((data as { footerBottom?: { label?: string; to?: string; dialog?: string }[] }).footerBottom ?? [])
          .filter((link) => (link.to === undefined) === (link.dialog === undefined) || (link.dialog !== undefined && !link.label))
          .map((link) => `footerBottom: entry "${link.label ?? link.to ?? "?"}" needs either "to" or "dialog" (with a label), not both or neither`),
      ),
    fields: {
      header: {
        kind: "objectList",
        typeName: "HeaderItem",
        required: true,
        fields: { label: { kind: "string", required: true }, to: { kind: "string" }, menu: { kind: "string", oneOf: ["solutions"] } },
      },
      login: { kind: "object", typeName: "NavLink", required: true, fields: navLinkFields },
      dashboard: { kind: "object", typeName: "NavLink", required: true, fields: navLinkFields },
      demo: { kind: "object", typeName: "NavAction", required: true, fields: { label: { kind: "string", required: true } } },
      waitlist: { kind: "object", typeName: "NavLink", required: true, fields: navLinkFields },
      solutions: {
        kind: "objectList",
        typeName: "MenuGroup",
        required: true,
        fields: {
          heading: { kind: "string", required: true },
          items: { kind: "objectList", typeName: "MenuItem", required: true, fields: navLinkFields },
        },
      },
      footerColumns: {
        kind: "objectList",
        typeName: "FooterColumn",
        required: true,
        fields: {
          heading: { kind: "string", required: true },
          links: {
            kind: "objectList",
            typeName: "FooterLink",
            required: true,
            // A link goes somewhere (`to`) or opens one of the lead dialogs (`dialog`).
            fields: { label: { kind: "string", required: true }, to: { kind: "string" }, dialog: { kind: "string", oneOf: ["demo", "newsletter"] } },
          },
        },
      },
      // A bottom-row entry is a link (`to`) or opens the cookie settings (`dialog: cookies`, with its label).
      footerBottom: {
        kind: "objectList",
        typeName: "FooterBottomLink",
        required: true,
        fields: { label: { kind: "string" }, to: { kind: "string" }, role: { kind: "string", oneOf: ["privacy", "legal"] }, dialog: { kind: "string", oneOf: ["cookies"] } },
      },
      footerVariants: {
        kind: "objectList",
        typeName: "FooterVariant",
        required: true,
        fields: {
          key: { kind: "string", required: true, oneOf: ["standard", "apps"] },
          privacyLabel: { kind: "string", required: true },
          legalLabel: { kind: "string", required: true },
          showAppBadges: { kind: "boolean", required: true },
        },
      },
      appBadges: {
        kind: "objectList",
        typeName: "AppBadge",
        required: true,
        fields: { image: { kind: "file", required: true }, alt: { kind: "string", required: true } },
      },
    },
  },
  {
    name: "pages",
    file: "data/pages.yaml",
    typeName: "PagesYaml",
    shape: "list",
    entryLabel: "page",
    keyField: "key",
    check: (data) =>
      (data as PageData[]).flatMap((page) => [
        ...(page.image && !page.imageAlt ? [`page "${page.key}": field "imageAlt" is needed with "image" (say what the picture shows)`] : []),
        ...(page.sections ?? []).flatMap((section) => [
          ...(section.image && !section.imageAlt ? [`page "${page.key}": section "${section.heading}": field "imageAlt" is needed with "image"`] : []),
          ...(section.items ?? [])
            .filter((item) => item.image && !item.imageAlt)
            .map((item) => `page "${page.key}": section "${section.heading}": item "${item.title}": field "imageAlt" is needed with "image"`),
        ]),
      ]),
    fields: {
      key: { kind: "string", required: true },
      title: { kind: "string", required: true },
      description: { kind: "string", required: true, maxLength: 200 },
      eyebrow: { kind: "string" },
      heading: { kind: "string", required: true },
      intro: { kind: "string" },
      image: { kind: "file" },
      imageAlt: { kind: "string" },
      sections: {
        kind: "objectList",
        typeName: "PageSection",
        fields: {
          heading: { kind: "string", required: true },
          body: { kind: "string" },
          ordered: { kind: "boolean" },
          visible: { kind: "boolean" },
          block: { kind: "string", oneOf: PAGE_BLOCKS },
          image: { kind: "file" },
          imageAlt: { kind: "string" },
          items: {
            kind: "objectList",
            typeName: "PageSectionItem",
            fields: {
              title: { kind: "string", required: true },
              text: { kind: "string" },
              badges: { kind: "stringList" },
              image: { kind: "file" },
              imageAlt: { kind: "string" },
              link: { kind: "object", typeName: "PageLink", fields: navLinkFields },
            },
          },
          links: { kind: "objectList", typeName: "PageLink", fields: navLinkFields },
        },
      },
      links: { kind: "objectList", typeName: "PageLink", fields: navLinkFields },
      strings: {
        kind: "objectList",
        typeName: "PageString",
        fields: { key: { kind: "string", required: true }, text: { kind: "string", required: true } },
      },
      lists: {
        kind: "objectList",
        typeName: "PageList",
        fields: { key: { kind: "string", required: true }, items: { kind: "stringList", required: true } },
      },
    },
  },
  {
    name: "categories",
    file: "data/categories.yaml",
    typeName: "CategoriesYaml",
    shape: "list",
    entryLabel: "category",
    keyField: "name",
    fields: {
      name: { kind: "string", required: true },
      description: { kind: "string", required: true },
    },
  },
  {
    name: "authors",
    file: "data/authors.yaml",
    typeName: "AuthorsYaml",
    shape: "list",
    entryLabel: "author",
    keyField: "id",
    fields: {
      id: { kind: "string", required: true, quoted: true },
      name: { kind: "string", required: true },
      role: { kind: "string", required: true },
      bio: { kind: "string", required: true },
      avatar: { kind: "file", required: true },
      avatarAlt: { kind: "string", required: true },
    },
  },
  {
    name: "jobs",
    file: "data/jobs.yaml",
    typeName: "JobsYaml",
    shape: "list",
    entryLabel: "job",
    keyField: "id",
    fields: {
      id: { kind: "string", required: true, quoted: true },
      name: { kind: "string", required: true },
      type: { kind: "string", required: true },
      location: { kind: "string", required: true, oneOf: ["Remote", "Hybrid"] },
      city: { kind: "string", required: true },
      country: { kind: "string", required: true },
      salary: { kind: "string", required: true },
      posted: { kind: "date", required: true },
      summary: { kind: "string", required: true, maxLength: 200 },
      desc: { kind: "string", required: true },
      tasks: { kind: "stringList", required: true },
      requirements: { kind: "stringList", required: true },
    },
  },
  {
    name: "benefits",
    file: "data/benefits.yaml",
    typeName: "BenefitsYaml",
    shape: "list",
    entryLabel: "benefit",
    keyField: "title",
    fields: {
      title: { kind: "string", required: true },
      description: { kind: "string", required: true },
    },
  },
  {
    name: "products",
    file: "data/products.yaml",
    typeName: "ProductsYaml",
    shape: "list",
    entryLabel: "product",
    keyField: "id",
    fields: {
      id: { kind: "string", required: true, quoted: true },
      name: { kind: "string", required: true },
      summary: { kind: "string", required: true },
      description: { kind: "string", required: true },
      price: { kind: "float", required: true },
      oldPrice: { kind: "float", required: true },
      discount: { kind: "float", required: true },
      rating: { kind: "float", required: true },
      image: { kind: "file", required: true },
      alt: { kind: "string", required: true },
      features: { kind: "stringList", required: true },
    },
  },
  {
    name: "logos",
    file: "data/logos.yaml",
    typeName: "LogosYaml",
    shape: "single",
    entryLabel: "logos",
    fields: {
      aligned: {
        kind: "objectList",
        typeName: "Logo",
        required: true,
        fields: {
          id: { kind: "string", required: true, quoted: true },
          name: { kind: "string", required: true },
          image: { kind: "file", required: true },
          darkImage: { kind: "file" },
          width: { kind: "int", required: true },
          height: { kind: "int", required: true },
        },
      },
      partners: {
        kind: "objectList",
        typeName: "Logo",
        required: true,
        fields: {
          id: { kind: "string", required: true, quoted: true },
          name: { kind: "string", required: true },
          image: { kind: "file", required: true },
          darkImage: { kind: "file" },
          width: { kind: "int", required: true },
          height: { kind: "int", required: true },
        },
      },
    },
  },
  {
    name: "pricing",
    file: "data/pricing.yaml",
    typeName: "PricingYaml",
    shape: "single",
    entryLabel: "pricing",
    fields: {
      groupDiscounts: {
        kind: "objectList",
        typeName: "GroupDiscount",
        required: true,
        fields: { group: { kind: "string", required: true }, discount: { kind: "float", required: true } },
      },
      plans: {
        kind: "objectList",
        typeName: "PricingPlan",
        required: true,
        fields: {
          id: { kind: "string", required: true },
          title: { kind: "string", required: true },
          group: { kind: "string", required: true },
          description: { kind: "string", required: true },
          price: { kind: "float" },
          priceFrom: { kind: "boolean" },
          priceText: { kind: "string" },
          discount: { kind: "float", required: true },
          yearlyPrice: { kind: "float" },
          slPrice: { kind: "float" },
          priceDetails: { kind: "string", required: true },
          linkText: { kind: "string", required: true },
          linkSubtext: { kind: "string" },
          link: { kind: "string", required: true },
          users: { kind: "string", required: true },
          trialDays: { kind: "int" },
          hardwareDiscount: { kind: "string" },
          features: { kind: "stringList", required: true },
          limitations: { kind: "stringList" },
          popular: { kind: "boolean" },
          freeVersion: { kind: "boolean" },
          contact: { kind: "boolean" },
          subPlans: { kind: "stringList" },
          tone: { kind: "string", required: true, oneOf: ["plain", "accent"] },
        },
      },
      cards: { kind: "stringList", required: true },
      addOn: {
        kind: "object",
        typeName: "PricingAddOn",
        required: true,
        fields: { plans: { kind: "stringList", required: true } },
      },
      comparison: {
        kind: "object",
        typeName: "PricingComparison",
        required: true,
        fields: {
          columns: {
            kind: "objectList",
            typeName: "ComparisonColumn",
            required: true,
            fields: { label: { kind: "string", required: true }, plan: { kind: "string", required: true } },
          },
          groups: {
            kind: "objectList",
            typeName: "ComparisonGroup",
            required: true,
            fields: {
              name: { kind: "string", required: true },
              rows: {
                kind: "objectList",
                typeName: "ComparisonRow",
                required: true,
                fields: {
                  name: { kind: "string", required: true },
                  values: { kind: "stringList" },
                  derived: { kind: "string" },
                },
              },
            },
          },
        },
      },
      legacy: {
        kind: "object",
        typeName: "PricingLegacy",
        required: true,
        fields: {
          tiers: {
            kind: "objectList",
            typeName: "LegacyTier",
            required: true,
            fields: {
              name: { kind: "string", required: true },
              price: { kind: "float", required: true },
              unit: { kind: "string", required: true },
              maxSeats: { kind: "int" },
            },
          },
          aslTrainingMonthly: { kind: "floatList", required: true },
        },
      },
    },
    check: (data) => checkPricing(data as PricingData),
  },
  {
    name: "faqs",
    file: "data/faqs.yaml",
    typeName: "FaqsYaml",
    shape: "single",
    entryLabel: "faqs",
    fields: {
      features: { kind: "objectList", typeName: "FaqItem", required: true, fields: faqFields },
      team: { kind: "objectList", typeName: "FaqItem", required: true, fields: faqFields },
    },
    check: (data) => {
      const all = [...((data as FaqsData).features ?? []), ...((data as FaqsData).team ?? [])];
      const seen = new Set<string>();
      return all.flatMap((item) => {
        if (seen.has(item.id)) return [`question "${item.id}": duplicate id (ids must be unique across both lists)`];
        seen.add(item.id);
        return [];
      });
    },
  },
  {
    name: "testimonials",
    file: "data/testimonials.yaml",
    typeName: "TestimonialsYaml",
    shape: "list",
    entryLabel: "testimonial",
    keyField: "name",
    fields: {
      quote: { kind: "string", required: true },
      name: { kind: "string", required: true },
      position: { kind: "string", required: true },
      image: { kind: "file", required: true },
      alt: { kind: "string", required: true },
    },
  },
  {
    name: "timeline",
    file: "data/timeline.yaml",
    typeName: "TimelineYaml",
    shape: "list",
    entryLabel: "milestone",
    keyField: "id",
    fields: {
      id: { kind: "string", required: true, quoted: true },
      year: { kind: "string", required: true, quoted: true },
      title: { kind: "string", required: true },
      description: { kind: "string", required: true },
      image: { kind: "file", required: true },
      alt: { kind: "string", required: true },
    },
  },
  {
    name: "integrations",
    file: "data/integrations.yaml",
    typeName: "IntegrationsYaml",
    shape: "list",
    entryLabel: "integration",
    keyField: "id",
    fields: {
      id: { kind: "string", required: true, quoted: true },
      name: { kind: "string", required: true },
      category: { kind: "string", required: true, oneOf: ["Communication", "CRM", "Payments", "Marketing", "Authentication"] },
      description: { kind: "string", required: true },
      image: { kind: "file", required: true },
      imageAlt: { kind: "string", required: true },
    },
  },
];

export interface MdxKind {
  /** The gatsby-source-filesystem instance name, stored on each Mdx node as fields.collection. */
  collection: "blog" | "legal";
  /** Folder from the project root. */
  folder: string;
  keyField: string;
  fields: Fields;
}

export const mdxKinds: readonly MdxKind[] = [
  {
    collection: "blog",
    folder: "content/blog",
    keyField: "id",
    fields: {
      id: { kind: "string", required: true, quoted: true },
      title: { kind: "string", required: true },
      desc: { kind: "string", required: true, maxLength: 240 },
      category: { kind: "ref", collection: "categories", key: "name", label: "category", required: true },
      date: { kind: "date", required: true },
      author: { kind: "ref", collection: "authors", key: "id", label: "author", required: true },
      cover: { kind: "file", required: true },
      coverAlt: { kind: "string", required: true },
      tags: { kind: "stringList", maxItems: 5 },
      figures: {
        kind: "objectList",
        typeName: "MdxFigure",
        fields: {
          id: { kind: "string", required: true, quoted: true },
          image: { kind: "file", required: true },
          alt: { kind: "string", required: true },
          caption: { kind: "string" },
        },
      },
    },
  },
  {
    collection: "legal",
    folder: "content/legal",
    keyField: "slug",
    fields: {
      title: { kind: "string", required: true },
      slug: { kind: "string", required: true, oneOf: ["terms", "privacy", "cookie-policy"] },
      updated: { kind: "date", required: true },
      description: { kind: "string", required: true, maxLength: 200 },
    },
  },
];
