/**
 * Every mail the service sends, in one module: its subject, a plain-text part and a light HTML part (no images,
 * readable in a dark mail client). The product's name, address and office come from data/site.yaml; the words are
 * here, so a change of wording touches one file. Values from visitors are escaped in the HTML part.
 *
 * A mail to a visitor's address quotes nothing they typed but their name, cleaned by `greetingName` (review 3 N3):
 * anyone can type someone else's address into a form, so these mails must carry only our own words.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { parse } from "yaml";
import { dataFile } from "../paths.js";

/** What the mails say about the company (data/site.yaml). */
export interface SiteInfo {
  name: string;
  email: string;
  office: string;
}

const SITE_YAML = dataFile("site.yaml");

/** Reads the name, contact address and office from data/site.yaml (validated by the site's build). */
export function readSiteInfo(file: string = SITE_YAML): SiteInfo {
  const site = parse(fs.readFileSync(file, "utf8")) as { name?: unknown; email?: unknown; office?: { city?: unknown; country?: unknown } };
  const text = (value: unknown, field: string): string => {
    if (typeof value !== "string" || value.trim() === "") throw new Error(`${file}: "${field}" must be a non-empty text.`);
    return value.trim();
  };
  return { name: text(site.name, "name"), email: text(site.email, "email"), office: `${text(site.office?.city, "office.city")}, ${text(site.office?.country, "office.country")}` };
}

/** The kinds of mail, as stored in `outbox.kind`. */
export type MailKind =
  | "password-reset"
  | "password-changed"
  | "email-confirmation"
  | "newsletter-confirmation"
  | "demo-confirmation"
  | "contact-acknowledgement"
  | "application-confirmation"
  | "reservation-confirmation"
  | "team-demo"
  | "team-contact"
  | "team-application"
  | "team-reservation"
  | "invitation";

/** A mail ready for the outbox. `headers` may hold Reply-To and the List-Unsubscribe pair. */
export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** A résumé to attach (resumes.id), read from the uploads folder when the mail is sent. */
  attachmentId?: string;
  /** `<uuid@domain>`, made once when the mail is written, so every try of it carries the same one. */
  messageId: string;
}

/** A new Message-ID on the domain of the company's address (site.yaml). */
export function newMessageId(site: SiteInfo): string {
  return `<${randomUUID()}@${site.email.replace(/^.*@/, "")}>`;
}

/** The most words and characters of a name a greeting shows. */
const GREETING_WORDS = 4;
const GREETING_CHARS = 40;

/**
 * A visitor's name as a greeting may show it: only words made of letters (with apostrophes, hyphens and dots, as in
 * "O'Neil", "Jean-Luc", "J.R."), so no link, address, domain, number or sign; at most 4 words and 40 characters.
 * Empty when nothing is left ("Hello," then).
 */
export function greetingName(name: string): string {
  const words = name
    .normalize("NFC")
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{M}][\p{L}\p{M}'’.-]*$/u.test(word) && !/[\p{L}\p{M}]\.[\p{L}\p{M}]{2,}/u.test(word));
  const kept: string[] = [];
  for (const word of words.slice(0, GREETING_WORDS)) {
    if ([...kept, word].join(" ").length > GREETING_CHARS) break;
    kept.push(word);
  }
  return kept.join(" ");
}

/** "Hello Ada," or, when the name gives nothing to show, "Hello,". */
function hello(name: string): string {
  const shown = greetingName(name);
  return shown ? `Hello ${shown},` : "Hello,";
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);
}

interface Body {
  /** Shown before the text by mail lists that preview a mail. */
  preview: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** Label and value rows (team notifications). */
  fields?: [string, string][];
  /** Closing line of the footer, before the company's name and office. */
  footnote?: string;
}

const STYLE = `
  body { margin: 0; padding: 0; background: #f4f5f7; color: #1c2330; font: 16px/1.55 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
  .card { max-width: 560px; margin: 0 auto; padding: 32px 28px; background: #ffffff; }
  .brand { font-weight: 700; font-size: 18px; color: #1c2330; }
  a { color: #1d4ed8; }
  .button { display: inline-block; padding: 12px 20px; border-radius: 8px; background: #1d4ed8; color: #ffffff !important; text-decoration: none; font-weight: 600; }
  .link { word-break: break-all; font-size: 14px; color: #3c4656; }
  table.fields { border-collapse: collapse; width: 100%; }
  table.fields th, table.fields td { text-align: left; vertical-align: top; padding: 6px 8px; border-bottom: 1px solid #d8dce3; }
  table.fields th { width: 34%; font-weight: 600; }
  .foot { font-size: 13px; color: #4b5566; }
  @media (prefers-color-scheme: dark) {
    body { background: #11151c; color: #e6e9ef; }
    .card { background: #1a202a; }
    .brand { color: #e6e9ef; }
    a { color: #8db4ff; }
    .button { background: #8db4ff; color: #0b1220 !important; }
    .link, .foot { color: #b9c1cd; }
    table.fields th, table.fields td { border-bottom-color: #3a4352; }
  }`;

/** The plain-text and HTML parts of a mail with these paragraphs, button, rows and footer. */
function render(site: SiteInfo, subject: string, body: Body): { text: string; html: string } {
  const footer = [body.footnote, `${site.name} · ${site.office} · ${site.email}`].filter(Boolean) as string[];
  const text = [
    ...body.paragraphs,
    ...(body.action ? [`${body.action.label}:\n${body.action.url}`] : []),
    ...(body.after ?? []),
    ...(body.fields ? [body.fields.map(([label, value]) => `${label}: ${value.includes("\n") ? `\n${value}` : value}`).join("\n")] : []),
    `-- \n${footer.join("\n")}`,
  ].join("\n\n");
  const p = (line: string) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`;
  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(subject)}</title><style>${STYLE}</style></head>`,
    `<body><div style="display:none;max-height:0;overflow:hidden">${escapeHtml(body.preview)}</div>`,
    `<div class="card" role="article" aria-label="${escapeHtml(subject)}">`,
    `<p class="brand">${escapeHtml(site.name)}</p>`,
    ...body.paragraphs.map(p),
    ...(body.action
      ? [
          `<p><a class="button" href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.label)}</a></p>`,
          `<p class="link">If the button does not open, copy this address into your browser:<br>${escapeHtml(body.action.url)}</p>`,
        ]
      : []),
    ...(body.after ?? []).map(p),
    ...(body.fields
      ? [
          '<table class="fields">',
          ...body.fields.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`),
          "</table>",
        ]
      : []),
    `<hr style="border:0;border-top:1px solid #d8dce3"><p class="foot">${footer.map(escapeHtml).join("<br>")}</p>`,
    "</div></body></html>",
  ].join("\n");
  return { text, html };
}

function mail(site: SiteInfo, kind: MailKind, to: string, subject: string, body: Body, headers: Record<string, string> = {}, attachmentId?: string): Mail {
  return { kind, to, subject, ...render(site, subject, body), headers, ...(attachmentId ? { attachmentId } : {}), messageId: newMessageId(site) };
}

/** The visitor-facing address of a site page, with a token in the fragment (never sent to a server). */
export function linkWithToken(siteUrl: string, page: string, token: string): string {
  return `${siteUrl}/${page}/#token=${encodeURIComponent(token)}`;
}

const NOT_YOU = "If this was not you, ignore this e-mail: nothing changes.";

export function passwordResetMail(site: SiteInfo, to: string, link: string, minutes: number): Mail {
  return mail(site, "password-reset", to, `Reset your ${site.name} password`, {
    preview: `Choose a new password (the link works for ${minutes} minutes).`,
    paragraphs: [`Someone asked to reset the password of your ${site.name} account.`, `Choose a new password with the button below. The link works once, within ${minutes} minutes.`],
    action: { label: "Choose a new password", url: link },
    after: ["If this was not you, ignore this e-mail: your password stays the same."],
  });
}

export function passwordChangedMail(site: SiteInfo, to: string, siteUrl: string, when: Date): Mail {
  return mail(site, "password-changed", to, `Your ${site.name} password was changed`, {
    preview: "Your password was changed and every device was signed out.",
    paragraphs: [
      `The password of your ${site.name} account was changed on ${when.toUTCString()}. Every device that was signed in has been signed out.`,
      `If you did not change it, reset your password now and write to us at ${site.email}.`,
    ],
    action: { label: "Reset my password", url: `${siteUrl}/reset-password/` },
  });
}

export function emailConfirmationMail(site: SiteInfo, to: string, name: string, link: string, days: number): Mail {
  return mail(site, "email-confirmation", to, `Confirm your e-mail address for ${site.name}`, {
    preview: "One click secures your place on the waitlist.",
    paragraphs: [
      hello(name),
      `Thank you for joining the ${site.name} waitlist. Your account works already; confirm that this address is yours to secure your place in line. Friends who join with your referral link move you up once they confirm theirs.`,
    ],
    action: { label: "Confirm my e-mail address", url: link },
    after: [`The link works for ${days} days. ${NOT_YOU}`],
  });
}

/** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the first address. */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function newsletterConfirmationMail(site: SiteInfo, to: string, link: string, days: number, unsubscribe: { page: string; oneClick: string }): Mail {
  return mail(
    site,
    "newsletter-confirmation",
    to,
    `Confirm your subscription to the ${site.name} newsletter`,
    {
      preview: "One click and the newsletter is on its way.",
      paragraphs: [`Someone, we hope you, asked to receive the ${site.name} newsletter at this address.`, "Confirm with the button below and the next issue will reach your inbox."],
      action: { label: "Confirm my subscription", url: link },
      after: [`The link works for ${days} days. If you did not ask for it, ignore this e-mail: you will get nothing more from us.`],
      footnote: `Changed your mind? Unsubscribe: ${unsubscribe.page}`,
    },
    unsubscribeHeaders(unsubscribe.oneClick),
  );
}

export function demoConfirmationMail(site: SiteInfo, to: string, firstName: string): Mail {
  return mail(site, "demo-confirmation", to, `Your ${site.name} demo request`, {
    preview: "We will write within one business day to find a time.",
    paragraphs: [
      hello(firstName),
      `Thank you for asking for a demo of ${site.name}. It takes 15 minutes: we show touchless gesture control, the sign-language overlays and the automations on a live device, and answer your questions.`,
      "What happens next: within one business day, someone from our team writes to you from this address with a few times to choose from. Reply to that mail with the time that suits you, and we send a calendar invitation with the video link.",
      `Anything to add before then? Reply to this e-mail or write to ${site.email}.`,
    ],
  });
}

/** The visitor's acknowledgement: their name and our words only, never their subject or message. */
export function contactAcknowledgementMail(site: SiteInfo, to: string, firstName: string): Mail {
  return mail(site, "contact-acknowledgement", to, `We have your message to ${site.name}`, {
    preview: "We answer within two business days.",
    paragraphs: [
      hello(firstName),
      `Thank you for writing to ${site.name}. Your message reached our team, and we answer within two business days.`,
      `Need to add something? Reply to this e-mail or write to ${site.email}.`,
    ],
  });
}

/** The applicant's confirmation: the position is their own text (the form could be sent with any), so not quoted. */
export function applicationConfirmationMail(site: SiteInfo, to: string, fullName: string): Mail {
  return mail(site, "application-confirmation", to, `Your application to ${site.name}`, {
    preview: "We have your application and résumé.",
    paragraphs: [
      hello(fullName),
      `Thank you for applying to ${site.name}. We have your application and résumé.`,
      "Our team reads every application. If your experience fits the role, we write to you within two weeks to arrange a first conversation; if not, we tell you that too.",
    ],
  });
}

/** A notification to the team: who, what, and Reply-To set to the visitor so the team can answer directly. */
function teamMail(site: SiteInfo, kind: MailKind, team: string, replyTo: string, subject: string, intro: string, fields: [string, string | null | undefined][], attachmentId?: string): Mail {
  const rows = fields.filter((row): row is [string, string] => typeof row[1] === "string" && row[1].trim() !== "");
  return mail(site, kind, team, subject, { preview: intro, paragraphs: [intro], fields: rows, footnote: "Reply to this e-mail to answer the sender." }, { "Reply-To": replyTo }, attachmentId);
}

export interface LeadFields {
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string | null;
  company_name?: string | null;
  subject?: string | null;
  message: string;
}

export function teamDemoMail(site: SiteInfo, team: string, lead: LeadFields): Mail {
  return teamMail(site, "team-demo", team, lead.email, `Demo request: ${lead.first_name} ${lead.last_name}, ${lead.company_name ?? ""}`.replace(/, $/, ""), "A new demo request came in through the website.", [
    ["Name", `${lead.first_name} ${lead.last_name}`],
    ["E-mail", lead.email],
    ["Phone", lead.phone_number],
    ["Company", lead.company_name],
    ["Message", lead.message],
  ]);
}

export function teamContactMail(site: SiteInfo, team: string, lead: LeadFields): Mail {
  return teamMail(site, "team-contact", team, lead.email, `Contact message: ${lead.subject ?? "no subject"} (${lead.first_name} ${lead.last_name})`, "A new message came in through the contact form.", [
    ["Name", `${lead.first_name} ${lead.last_name}`],
    ["E-mail", lead.email],
    ["Phone", lead.phone_number],
    ["Company", lead.company_name],
    ["Subject", lead.subject],
    ["Message", lead.message],
  ]);
}

export interface ApplicationFieldsForMail {
  full_name: string;
  email: string;
  phone: string;
  position: string;
  linkedin_url: string;
  github_url?: string | null;
  portfolio_url?: string | null;
  country?: string | null;
  cover_letter?: string | null;
}

/** `sentFileName` is the résumé's name as the applicant sent it: shown as text only; the attachment has our own name. */
export function teamApplicationMail(site: SiteInfo, team: string, application: ApplicationFieldsForMail, resumeId: string, sentFileName: string): Mail {
  return teamMail(
    site,
    "team-application",
    team,
    application.email,
    `Application: ${application.position} (${application.full_name})`,
    "A new job application came in through the website. The résumé is attached.",
    [
      ["Position", application.position],
      ["Name", application.full_name],
      ["E-mail", application.email],
      ["Phone", application.phone],
      ["Country", application.country],
      ["LinkedIn", application.linkedin_url],
      ["GitHub", application.github_url],
      ["Portfolio", application.portfolio_url],
      ["Cover letter", application.cover_letter],
      ["Résumé file as sent", sentFileName],
    ],
    resumeId,
  );
}

/** A shop reservation as the mails show it (prices in cents, US dollars). */
export interface ReservationForMail {
  reference: string;
  name: string;
  email: string;
  company: string;
  country: string;
  lines: { name: string; quantity: number; priceCents: number }[];
  totalCents: number;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const money = (cents: number) => usd.format(cents / 100);
const reservationRows = (r: ReservationForMail): [string, string][] => [
  ...r.lines.map((line): [string, string] => [line.name, `${line.quantity} x ${money(line.priceCents)}`]),
  ["Total", `${money(r.totalCents)} (nothing to pay now)`],
];

export function reservationConfirmationMail(site: SiteInfo, r: ReservationForMail): Mail {
  return mail(site, "reservation-confirmation", r.email, `Your ${site.name} reservation ${r.reference}`, {
    preview: `Reservation ${r.reference}: nothing to pay now.`,
    paragraphs: [
      hello(r.name),
      `Thank you for reserving early access to ${site.name}. Your reference is ${r.reference}; quote it when you write to us.`,
      "A reservation is not a payment: early access is free. Our team writes to you before anything ships, to confirm the devices, the delivery and the price.",
    ],
    fields: reservationRows(r),
  });
}

export function teamReservationMail(site: SiteInfo, team: string, r: ReservationForMail): Mail {
  return teamMail(site, "team-reservation", team, r.email, `Reservation ${r.reference}: ${r.name}, ${r.company}`, "A new early-access reservation came in through the shop.", [
    ["Reference", r.reference],
    ["Name", r.name],
    ["E-mail", r.email],
    ["Company", r.company],
    ["Country", r.country],
    ...reservationRows(r),
  ]);
}

/**
 * A waitlist member's invitation (issue 44): their single-use code, and the way to their account, where the dashboard
 * now says "You're invited".
 */
export function invitationMail(site: SiteInfo, to: string, name: string, code: string, siteUrl: string): Mail {
  return mail(site, "invitation", to, `You're invited to ${site.name}`, {
    preview: "Your wait is over: your invitation code is inside.",
    paragraphs: [
      hello(name),
      `Your wait is over: you are invited to ${site.name}. Your invitation code is ${code}. It works once, for this account only.`,
    ],
    action: { label: "Open my account", url: `${siteUrl}/sign-in/` },
    after: ["If you no longer wish to join, ignore this e-mail."],
  });
}
