// Site-level graphics: store badges, fictional partner wordmarks (+ data/logos.yaml),
// generic integration tiles, favicons and the Open Graph image.
import path from "node:path";
import { rng, n, esc, Defs, svgDoc, lighten, darken, measureText, writePng, writeText, FONT } from "./lib.mjs";
import { BRAND } from "./palettes.mjs";
import { gMark, hand, landmarks, sparkle } from "./shapes.mjs";

// ---------- store badges ----------
/** Neutral "coming soon" badge, 180x54, real <text> so it stays crisp and translatable. */
export function badgeSvg({ label, store, glyph }) {
  const icon =
    glyph === "phone"
      ? // generic handset with a download arrow
        `<rect x="15" y="12" width="19" height="30" rx="4" fill="none" stroke="#fff" stroke-width="2.2"/>` +
        `<rect x="21.5" y="37" width="6" height="2" rx="1" fill="#fff"/>` +
        `<path d="M24.5 18 V29 M20.5 25 L24.5 29 L28.5 25" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`
      : // generic tablet-with-bag shape: a shopping bag glyph, no triangle
        `<path d="M14 20 H35 L33 41 H16 Z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>` +
        `<path d="M19.5 20 V17 A5 5 0 0 1 29.5 17 V20" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>` +
        `<circle cx="24.5" cy="30" r="3" fill="#fff"/>`;
  const body =
    `<title>${esc(`${label} ${store}`)}</title>` +
    `<rect x="0.5" y="0.5" width="179" height="53" rx="10" fill="#000" stroke="#a6a6a6" stroke-width="1"/>` +
    icon +
    `<text x="46" y="22" font-family="sans-serif" font-size="10.5" fill="#fff">${esc(label)}</text>` +
    `<text x="45" y="41" font-family="sans-serif" font-size="17" font-weight="700" fill="#fff">${esc(store)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="54" viewBox="0 0 180 54" role="img" aria-label="${esc(`${label} ${store}`)}">${body}</svg>\n`;
}

export async function generateBadges(root, log) {
  const dir = path.join(root, "data", "images", "badges");
  await writeText(path.join(dir, "app-store.svg"), badgeSvg({ label: "Coming soon on the", store: "App Store", glyph: "phone" }));
  await writeText(path.join(dir, "google-play.svg"), badgeSvg({ label: "Coming soon on", store: "Google Play", glyph: "bag" }));
  log.info("badges: 2");
}

// ---------- fictional wordmarks ----------
/** Invented organisations. `mark` picks the geometric symbol. */
export const ALIGNED = [
  { id: "1", name: "Northbridge Schools", top: "Northbridge", sub: "SCHOOLS", mark: "bridge" },
  { id: "2", name: "Clearwater Health", top: "Clearwater", sub: "HEALTH", mark: "drop" },
  { id: "3", name: "Atlas Learning Co.", top: "Atlas", sub: "LEARNING CO.", mark: "globe" },
  { id: "4", name: "Open Hands Collective", top: "Open Hands", sub: "COLLECTIVE", mark: "hands" },
  { id: "5", name: "Kestrel Valley School District", top: "Kestrel Valley", sub: "SCHOOL DISTRICT", mark: "chevrons" },
  { id: "6", name: "Willowmere Sign Institute", top: "Willowmere", sub: "SIGN INSTITUTE", mark: "leaf" },
  { id: "7", name: "Harbourline Transit Authority", top: "Harbourline", sub: "TRANSIT AUTHORITY", mark: "waves" },
  { id: "8", name: "Fernhollow Rehabilitation Centre", top: "Fernhollow", sub: "REHABILITATION CENTRE", mark: "cross" },
  { id: "9", name: "Tidewater Accessibility Trust", top: "Tidewater", sub: "ACCESSIBILITY TRUST", mark: "circles" },
  { id: "10", name: "Cobalt Ridge Polytechnic", top: "Cobalt Ridge", sub: "POLYTECHNIC", mark: "peaks" },
  { id: "11", name: "Port Elden City Council", top: "Port Elden", sub: "CITY COUNCIL", mark: "shield" },
  { id: "12", name: "Quillfield Digital Commons", top: "Quillfield", sub: "DIGITAL COMMONS", mark: "grid" },
];
export const PARTNERS = [
  { id: "19", name: "Halvorsen Medical Group", top: "Halvorsen", sub: "MEDICAL GROUP", mark: "heart" },
  { id: "20", name: "Stonegate Convention Centre", top: "Stonegate", sub: "CONVENTION CENTRE", mark: "arch" },
  { id: "21", name: "Verdant Bay University", top: "Verdant Bay", sub: "UNIVERSITY", mark: "book" },
  { id: "22", name: "Orchard Lane Hospital", top: "Orchard Lane", sub: "HOSPITAL", mark: "apple" },
  { id: "23", name: "Pinecrest Learning Trust", top: "Pinecrest", sub: "LEARNING TRUST", mark: "pine" },
  { id: "24", name: "Tallis Freight Systems", top: "Tallis", sub: "FREIGHT SYSTEMS", mark: "hex" },
  { id: "25", name: "Silverfern Senior Living", top: "Silverfern", sub: "SENIOR LIVING", mark: "sun" },
  { id: "26", name: "Ashgrove Media Studios", top: "Ashgrove", sub: "MEDIA STUDIOS", mark: "frame" },
];

/** A 64x64 symbol in one ink colour (uses `bg` for knock-outs). */
function markGlyph(kind, ink, ko = "#fff") {
  const st = `fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case "bridge":
      return `<path d="M6 46 H58" ${st}/><path d="M10 46 Q32 8 54 46" ${st}/><path d="M21 46 V31 M32 46 V24 M43 46 V31" ${st}/>`;
    case "drop":
      return `<path d="M32 6 C44 22 52 32 52 42 A20 20 0 0 1 12 42 C12 32 20 22 32 6 Z" fill="${ink}"/><path d="M22 42 A10 10 0 0 0 32 52" fill="none" stroke="${ko}" stroke-width="5" stroke-linecap="round" />`;
    case "globe":
      return `<circle cx="32" cy="32" r="24" ${st}/><ellipse cx="32" cy="32" rx="10" ry="24" ${st}/><path d="M9 32 H55" ${st}/>`;
    case "hands":
      return `<path d="M12 52 V28 a4 4 0 0 1 8 0 V40 M20 30 V16 a4 4 0 0 1 8 0 V38" ${st}/><path d="M52 52 V28 a4 4 0 0 0 -8 0 V40 M44 30 V16 a4 4 0 0 0 -8 0 V38" ${st}/>`;
    case "chevrons":
      return `<path d="M10 40 L32 20 L54 40" ${st}/><path d="M10 54 L32 34 L54 54" ${st} opacity="0.6"/><circle cx="32" cy="9" r="5" fill="${ink}"/>`;
    case "leaf":
      return `<path d="M10 54 C10 24 30 8 56 8 C56 36 40 54 10 54 Z" fill="${ink}"/><path d="M14 50 L40 24" stroke="${ko}" stroke-width="4.5" stroke-linecap="round"/>`;
    case "waves":
      return `<path d="M6 24 q6.5 -8 13 0 t13 0 t13 0 t13 0" ${st}/><path d="M6 38 q6.5 -8 13 0 t13 0 t13 0 t13 0" ${st}/><path d="M6 52 q6.5 -8 13 0 t13 0 t13 0 t13 0" ${st} opacity="0.55"/>`;
    case "cross":
      return `<rect x="6" y="6" width="52" height="52" rx="14" fill="${ink}"/><path d="M32 18 V46 M18 32 H46" stroke="${ko}" stroke-width="8" stroke-linecap="round"/>`;
    case "circles":
      return `<circle cx="24" cy="32" r="16" ${st}/><circle cx="40" cy="32" r="16" ${st}/><circle cx="32" cy="32" r="4" fill="${ink}"/>`;
    case "peaks":
      return `<path d="M4 54 L24 18 L36 38 L44 26 L60 54 Z" fill="${ink}"/><path d="M24 18 L30 29 L20 29 Z" fill="${ko}" />`;
    case "shield":
      return `<path d="M32 6 L54 14 V30 C54 44 44 54 32 58 C20 54 10 44 10 30 V14 Z" fill="${ink}"/><path d="M22 32 L29 39 L43 24" fill="none" stroke="${ko}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    case "grid":
      return [0, 1, 2]
        .flatMap((i) =>
          [0, 1, 2].map(
            (j) => `<rect x="${6 + j * 19}" y="${6 + i * 19}" width="14" height="14" rx="4" fill="${ink}" opacity="${(i + j) % 2 ? 0.45 : 1}"/>`,
          ),
        )
        .join("");
    case "heart":
      return `<path d="M32 56 C14 42 6 32 6 22 A12 12 0 0 1 32 16 A12 12 0 0 1 58 22 C58 32 50 42 32 56 Z" fill="${ink}"/><path d="M16 30 H24 L28 22 L34 38 L38 30 H48" fill="none" stroke="${ko}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    case "arch":
      return `<path d="M8 56 V28 A24 24 0 0 1 56 28 V56 H44 V30 A12 12 0 0 0 20 30 V56 Z" fill="${ink}"/>`;
    case "book":
      return `<path d="M32 16 C24 10 14 10 6 12 V52 C14 50 24 50 32 56 C40 50 50 50 58 52 V12 C50 10 40 10 32 16 Z" fill="${ink}"/><path d="M32 18 V52" stroke="${ko}" stroke-width="4"/>`;
    case "apple":
      return `<circle cx="32" cy="38" r="20" fill="${ink}"/><path d="M32 18 C32 12 36 8 42 6" ${st}/><path d="M34 16 C40 8 50 10 52 14 C46 20 38 20 34 16 Z" fill="${ink}"/>`;
    case "pine":
      return `<path d="M32 4 L50 28 H40 L54 46 H10 L24 28 H14 Z" fill="${ink}"/><rect x="28" y="46" width="8" height="12" rx="2" fill="${ink}"/>`;
    case "hex":
      return `<path d="M32 4 L56 18 V46 L32 60 L8 46 V18 Z" fill="${ink}"/><path d="M20 26 L32 33 L44 26 M32 33 V47" fill="none" stroke="${ko}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`;
    case "sun":
      return (
        `<circle cx="32" cy="32" r="12" fill="${ink}"/>` +
        Array.from({ length: 8 }, (_, i) => {
          const a = (i * Math.PI) / 4;
          return `<path d="M${n(32 + 18 * Math.cos(a))} ${n(32 + 18 * Math.sin(a))} L${n(32 + 27 * Math.cos(a))} ${n(32 + 27 * Math.sin(a))}" ${st}/>`;
        }).join("")
      );
    case "frame":
      return `<rect x="6" y="12" width="52" height="40" rx="8" ${st}/><path d="M27 24 L41 32 L27 40 Z" fill="${ink}"/>`;
    default:
      return `<circle cx="32" cy="32" r="24" fill="${ink}"/>`;
  }
}

const LOGO_W = 165;
const LOGO_H = 48;
const SCALE = 2;

async function logoSvg(org, ink) {
  const W = LOGO_W * SCALE;
  const H = LOGO_H * SCALE;
  const markSize = 60;
  const pad = 8;
  const textX = pad + markSize + 14;
  const maxW = W - textX - pad;
  // fit the main word and the small caps line into the space right of the mark
  let top = 30;
  while (top > 16 && (await measureText(org.top, { size: top, weight: 700 })).width > maxW) top -= 1;
  let sub = 13;
  while (sub > 8 && (await measureText(org.sub, { size: sub, weight: 400, letterSpacing: 1.5 })).width > maxW) sub -= 0.5;
  const blockH = top * 0.78 + 8 + sub * 0.75;
  const y0 = (H - blockH) / 2 + top * 0.78;
  // the mark is drawn into a mask (ink white, knock-outs black) so the PNG stays transparent
  const maskId = `m${org.id}`;
  const markPos = `translate(${pad} ${(H - markSize) / 2}) scale(${markSize / 64})`;
  const defs = `<defs><mask id="${maskId}" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><g transform="${markPos}">${markGlyph(org.mark, "#fff", "#000")}</g></mask></defs>`;
  const body =
    `<rect width="${W}" height="${H}" fill="${ink}" mask="url(#${maskId})"/>` +
    `<text x="${textX}" y="${n(y0)}" font-family="${FONT}" font-weight="700" font-size="${top}" fill="${ink}">${esc(org.top)}</text>` +
    `<text x="${textX + 1}" y="${n(y0 + 8 + sub * 0.75 + 2)}" font-family="${FONT}" font-size="${sub}" letter-spacing="1.5" fill="${ink}" opacity="0.78">${esc(org.sub)}</text>`;
  return svgDoc(W, H, body, defs);
}

export async function generateLogos(root, log) {
  const dir = path.join(root, "data", "images", "logos");
  const DARK_INK = BRAND.ink;
  const LIGHT_INK = "#f1f3f8";
  let count = 0;
  for (const org of ALIGNED) {
    await writePng(path.join(dir, `logo-${org.id}.png`), await logoSvg(org, DARK_INK), { colours: 64 });
    count++;
  }
  for (const org of PARTNERS) {
    await writePng(path.join(dir, `logo-${org.id}.png`), await logoSvg(org, DARK_INK), { colours: 64 });
    await writePng(path.join(dir, `logo-${org.id}-dark.png`), await logoSvg(org, LIGHT_INK), { colours: 64 });
    count += 2;
  }
  const q = (s) => JSON.stringify(s);
  let yaml =
    "# Fictional organisation wordmarks shown on the site (generated by scripts/artwork/generate.mjs;\n" +
    "# every name is invented, none is a real brand).\n" +
    '# aligned:  "Organizations Aligned with Our Vision" strip, dark ink for light backgrounds.\n' +
    '# partners: "Target partners & pilot prospects"; image = dark ink for light backgrounds,\n' +
    "#           darkImage = light ink for dark backgrounds.\n" +
    "# Fields: id, name (used as alt text), image/darkImage (paths relative to this file,\n" +
    "# transparent PNG at 2x), width/height (display size in CSS pixels).\n";
  yaml += "aligned:\n";
  for (const o of ALIGNED)
    yaml += `  - id: ${q(o.id)}\n    name: ${q(o.name)}\n    image: images/logos/logo-${o.id}.png\n    width: ${LOGO_W}\n    height: ${LOGO_H}\n`;
  yaml += "partners:\n";
  for (const o of PARTNERS)
    yaml += `  - id: ${q(o.id)}\n    name: ${q(o.name)}\n    image: images/logos/logo-${o.id}.png\n    darkImage: images/logos/logo-${o.id}-dark.png\n    width: ${LOGO_W}\n    height: ${LOGO_H}\n`;
  await writeText(path.join(root, "data", "logos.yaml"), yaml);
  log.info(`logos: ${count} images + data/logos.yaml`);
}

// ---------- integration tiles (generic, not the real brand marks) ----------
const INTEGRATIONS = {
  slack: { color: "#611f69", letter: "S", glyph: "chat" },
  salesforce: { color: "#0b84c6", letter: "S", glyph: "cloud" },
  stripe: { color: "#5a4fcf", letter: "S", glyph: "card" },
  paypal: { color: "#123d8f", letter: "P", glyph: "wallet" },
  hubspot: { color: "#e8663d", letter: "H", glyph: "hub" },
  identity: { color: "#0f8a72", letter: "ID", glyph: "shield" },
};

function integrationSvg({ color, letter, glyph }) {
  const defs = new Defs("i");
  const bg = defs.linear([lighten(color, 0.12), darken(color, 0.12)], { x1: 0, y1: 0, x2: 1, y2: 1 });
  const w = "#ffffff";
  let g = "";
  if (glyph === "chat")
    g = `<path d="M30 30 H98 A10 10 0 0 1 108 40 V76 A10 10 0 0 1 98 86 H58 L40 100 V86 H30 A10 10 0 0 1 20 76 V40 A10 10 0 0 1 30 30 Z" fill="${w}" opacity="0.22"/>`;
  else if (glyph === "cloud") g = `<path d="M36 88 A18 18 0 0 1 34 52 A24 24 0 0 1 78 42 A20 20 0 0 1 100 88 Z" fill="${w}" opacity="0.22"/>`;
  else if (glyph === "card")
    g = `<rect x="18" y="34" width="92" height="62" rx="10" fill="${w}" opacity="0.22"/><rect x="18" y="46" width="92" height="10" fill="${w}" opacity="0.3"/>`;
  else if (glyph === "wallet")
    g = `<rect x="20" y="36" width="88" height="62" rx="12" fill="${w}" opacity="0.22"/><path d="M30 36 L84 22 L90 36" fill="${w}" opacity="0.16"/><rect x="82" y="56" width="26" height="20" rx="6" fill="${w}" opacity="0.35"/>`;
  else if (glyph === "hub")
    g = `<g fill="none" stroke="${w}" stroke-width="5" opacity="0.3"><circle cx="64" cy="64" r="22"/><path d="M64 42 V24 M83 75 L99 84 M45 75 L29 84"/></g><g fill="${w}" opacity="0.3"><circle cx="64" cy="22" r="8"/><circle cx="101" cy="86" r="8"/><circle cx="27" cy="86" r="8"/></g>`;
  else if (glyph === "shield") g = `<path d="M64 16 L102 30 V60 C102 86 84 104 64 112 C44 104 26 86 26 60 V30 Z" fill="${w}" opacity="0.22"/>`;
  const size = letter.length > 1 ? 38 : 50;
  const body =
    `<rect x="4" y="4" width="120" height="120" rx="28" fill="${bg}"/>` +
    `<rect x="4" y="4" width="120" height="60" rx="28" fill="#fff" opacity="0.06"/>` +
    g +
    `<text x="64" y="${n(64 + size * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="#fff">${letter}</text>`;
  return svgDoc(128, 128, body, defs.toString());
}

export async function generateIntegrations(root, log) {
  const dir = path.join(root, "data", "images", "integrations");
  for (const [name, spec] of Object.entries(INTEGRATIONS)) await writePng(path.join(dir, `${name}.png`), integrationSvg(spec), { colours: 128 });
  log.info(`integration tiles: ${Object.keys(INTEGRATIONS).length}`);
}

// ---------- favicons and social card ----------
export function faviconSvg() {
  // rounded square with the G arc and fingertip dot, drawn at 64 and written as the 32 px PNG icon
  return (
    svgDoc(
      64,
      64,
      `<rect width="64" height="64" rx="16" fill="${BRAND.indigo}"/><path d="M46 20 A17 17 0 1 0 49 36 L35 36" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><circle cx="46" cy="19" r="5" fill="${BRAND.mint}"/>`,
    ) + "\n"
  );
}

function appleTouchSvg(size = 180) {
  // full-bleed square: iOS applies its own corner mask (and the web app manifest's icons are "maskable" too). Drawn
  // at 180 and scaled, so every size has the same margins.
  const k = size / 180;
  return svgDoc(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${BRAND.indigo}"/><g transform="translate(${22 * k} ${22 * k}) scale(${2.1875 * k})"><path d="M46 20 A17 17 0 1 0 49 36 L35 36" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><circle cx="46" cy="19" r="5" fill="${BRAND.mint}"/></g>`,
  );
}

export function ogSvg() {
  const W = 1200;
  const H = 630;
  const defs = new Defs("o");
  const r = rng("og-image");
  let s = `<rect width="${W}" height="${H}" fill="${defs.linear([BRAND.deep, "#24206e"], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  s += `<ellipse cx="960" cy="300" rx="420" ry="420" fill="${defs.glow(BRAND.indigo, 0.8)}"/>`;
  s += `<ellipse cx="1080" cy="620" rx="300" ry="260" fill="${defs.glow(BRAND.teal, 0.45)}"/>`;
  // hand with landmark overlay on the right
  s += `<circle cx="930" cy="320" r="210" fill="none" stroke="${BRAND.mint}" stroke-width="3" opacity="0.35"/>`;
  s += `<circle cx="930" cy="320" r="250" fill="none" stroke="${BRAND.mint}" stroke-width="2" stroke-dasharray="3 12" opacity="0.4"/>`;
  s += hand({ x: 930, y: 400, scale: 1.45, rotate: 8, fill: "#f4f1ff", pose: "open", defs, fade: true });
  s += landmarks({ x: 930, y: 400, scale: 1.45, rotate: 8, r, line: BRAND.teal, dot: BRAND.sun, dotStroke: BRAND.deep, width: 4, radius: 6 });
  for (let i = 0; i < 7; i++)
    s += sparkle({
      x: r.range(640, 1160),
      y: r.range(40, 600),
      size: r.range(6, 12),
      fill: r.pick([BRAND.sun, BRAND.mint, BRAND.coral]),
      opacity: 0.8,
    });
  // wordmark and tagline (white on deep navy: > 12:1 contrast)
  s += gMark({ x: 80, y: 150, size: 84, bg: "#ffffff", fg: BRAND.indigo, accent: BRAND.teal });
  s += `<text x="184" y="222" font-family="${FONT}" font-weight="700" font-size="84" fill="#ffffff">Gestura</text>`;
  s += `<text x="82" y="330" font-family="${FONT}" font-weight="700" font-size="44" fill="#ffffff">Touchless. Inclusive.</text>`;
  s += `<text x="82" y="388" font-family="${FONT}" font-weight="700" font-size="44" fill="${BRAND.mint}">Intelligent.</text>`;
  s += `<text x="82" y="480" font-family="${FONT}" font-size="26" fill="#d7dcf5">Gesture control · ASL overlays · Smart automation</text>`;
  s += `<rect x="82" y="520" width="120" height="8" rx="4" fill="${BRAND.coral}"/>`;
  return svgDoc(W, H, s, defs.toString());
}

export async function generateStatic(root, log) {
  const dir = path.join(root, "static");
  await writePng(path.join(dir, "favicon-32.png"), faviconSvg().replace('width="64" height="64"', 'width="32" height="32"'), { colours: 64 });
  await writePng(path.join(dir, "apple-touch-icon.png"), appleTouchSvg(), { colours: 128 });
  // The web app manifest's icons (src/node/discovery.ts writes manifest.webmanifest): the two sizes browsers ask for.
  for (const size of [192, 512]) await writePng(path.join(dir, `icon-${size}.png`), appleTouchSvg(size), { colours: 128 });
  await writePng(path.join(dir, "og-image.png"), ogSvg(), { colours: 256, dither: 0.6 });
  log.info("static: favicon-32.png, apple-touch-icon.png, icon-192.png, icon-512.png, og-image.png");
}
