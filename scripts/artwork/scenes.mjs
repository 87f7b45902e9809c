// Page illustrations: product shots of the Edge Hub, timeline milestones,
// about/home heroes, the Toronto office skyline, feature panels and testimonial portraits.
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { rng, n, Defs, svgDoc, lighten, darken, writeJpeg, FONT } from "./lib.mjs";
import { BRAND } from "./palettes.mjs";
import { hand, landmarks, cursor, waves, sparkle, screen, hub, gMark, background } from "./shapes.mjs";
import { personFront, personBack } from "./figures.mjs";
import { personFromSeed, portraitSvg, SKIN, HAIR, BGS } from "./people.mjs";

const ACC = [BRAND.teal, BRAND.indigo, BRAND.coral, BRAND.sun];

// ---------- shared props ----------
function plant(x, y, s = 1, pot = "#e07a5f", leaf = "#2f9e74") {
  let out = `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">`;
  for (const [a, l] of [
    [-40, 90],
    [-15, 120],
    [10, 110],
    [35, 85],
    [-60, 60],
    [55, 65],
  ]) {
    out += `<ellipse cx="0" cy="${-l / 2}" rx="13" ry="${l / 2}" fill="${a % 20 ? leaf : darken(leaf, 0.15)}" transform="rotate(${a} 0 0)"/>`;
  }
  out += `<path d="M-34 0 H34 L26 62 H-26 Z" fill="${pot}"/><rect x="-38" y="-6" width="76" height="12" rx="5" fill="${darken(pot, 0.12)}"/></g>`;
  return out;
}

/** Simple 3/4 laptop, base centre at (x, y), width w. */
function laptop(x, y, w, { frame = "#2b3040", screenFill = "#f5f7ff", content = "" } = {}) {
  const h = w * 0.62;
  let s = `<rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.03)}" fill="${frame}"/>`;
  s += `<rect x="${n(x - w / 2 + w * 0.035)}" y="${n(y - h + w * 0.035)}" width="${n(w * 0.93)}" height="${n(h - w * 0.07)}" rx="${n(w * 0.015)}" fill="${screenFill}"/>`;
  s += content;
  s += `<path d="M${n(x - w * 0.6)} ${n(y)} H${n(x + w * 0.6)} L${n(x + w * 0.56)} ${n(y + w * 0.04)} H${n(x - w * 0.56)} Z" fill="${lighten(frame, 0.25)}"/>`;
  return s;
}

/** Signing figure (bust with two hands up) inside a framed inset. */
function signerInset({ x, y, w, h, look, frame = BRAND.teal, bg = "#ffffff", r, label }) {
  let s = `<rect x="${n(x + 6)}" y="${n(y + 8)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.08)}" fill="#000" opacity="0.15"/>`;
  s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.08)}" fill="${bg}"/>`;
  const p = personFront({
    x: x + w / 2,
    y: y + h * 1.64,
    h: h * 1.55,
    look,
    legs: false,
    armL: { a1: r ? -r.range(22, 34) : -28, a2: r ? r.range(-178, -160) : -170, pose: "open" },
    armR: { a1: r ? r.range(22, 34) : 28, a2: r ? r.range(160, 178) : 170, pose: r ? r.pick(["ily", "peace", "flat"]) : "ily" },
  });
  s += `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="${n(x)} ${n(y)} ${n(w)} ${n(h)}" overflow="hidden">${p.markup}</svg>`;
  s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.08)}" fill="none" stroke="${frame}" stroke-width="${n(Math.max(3, w * 0.025))}"/>`;
  if (label) s += `<circle cx="${n(x + w * 0.12)}" cy="${n(y + w * 0.12)}" r="${n(w * 0.035)}" fill="${BRAND.coral}"/>`;
  return s;
}

function windowPane(x, y, w, h, defs, sky = ["#bfe6ff", "#eaf6ff"]) {
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${defs.linear([sky[0], sky[1]], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  // distant buildings
  const r = rng(`win:${x}:${y}`);
  let bx = x + 10;
  while (bx < x + w - 20) {
    const bw = r.range(30, 70);
    const bh = r.range(h * 0.15, h * 0.45);
    s += `<rect x="${n(bx)}" y="${n(y + h - bh)}" width="${n(Math.min(bw, x + w - bx))}" height="${n(bh)}" fill="#9fc3dd" opacity="0.55"/>`;
    bx += bw + r.range(4, 14);
  }
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="none" stroke="#ffffff" stroke-width="14"/>`;
  s += `<path d="M${x + w / 2} ${y} V${y + h}" stroke="#ffffff" stroke-width="10"/>`;
  return s;
}

// ---------- Edge Hub product shots (1200x1200) ----------
function studio(defs, W, H, c1 = "#eef1f7", c2 = "#d5dbe7") {
  let s = `<rect width="${W}" height="${H}" fill="${defs.linear([c1, c2], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  s += `<ellipse cx="${W / 2}" cy="${H * 0.42}" rx="${W * 0.55}" ry="${H * 0.45}" fill="${defs.glow("#ffffff", 0.9)}"/>`;
  return s;
}

function hubHero() {
  const W = 1200;
  const defs = new Defs("h");
  let s = studio(defs, W, W);
  s += hub({ cx: 600, cy: 520, w: 660, body: "#2a3142", top: "#1b2130", ring: "#5ee1d8", defs });
  // reflection hint on the floor
  s += `<ellipse cx="600" cy="905" rx="300" ry="16" fill="#5ee1d8" opacity="0.1"/>`;
  return svgDoc(W, W, s, defs.toString());
}

/** Top-down view: a round puck with lens, ring light and ventilation slots. */
function hubTop() {
  const W = 1200;
  const defs = new Defs("t");
  let s = studio(defs, W, W, "#f1f3f8", "#dde2ec");
  s += `<circle cx="618" cy="630" r="360" fill="#000" opacity="0.12" filter="${defs.blur(24)}"/>`;
  s += `<circle cx="600" cy="600" r="350" fill="${defs.linear(["#3a4358", "#1b2130"], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  s += `<circle cx="600" cy="600" r="350" fill="none" stroke="#5ee1d8" stroke-width="14"/>`;
  s += `<circle cx="600" cy="600" r="330" fill="${defs.linear(["#2c3446", "#161b27"], { x1: 0.2, y1: 0, x2: 0.8, y2: 1 })}"/>`;
  for (let i = 0; i < 36; i++) {
    const a = (i * Math.PI * 2) / 36;
    s += `<path d="M${n(600 + 250 * Math.cos(a))} ${n(600 + 250 * Math.sin(a))} L${n(600 + 300 * Math.cos(a))} ${n(600 + 300 * Math.sin(a))}" stroke="#0e121b" stroke-width="9" stroke-linecap="round"/>`;
  }
  s += `<circle cx="600" cy="600" r="130" fill="#0f141e"/>`;
  s += `<circle cx="600" cy="600" r="100" fill="#0d1118" stroke="#2a3246" stroke-width="8"/>`;
  s += `<circle cx="600" cy="600" r="62" fill="${defs.linear(["#304a8a", "#141d38"], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  s += `<circle cx="600" cy="600" r="26" fill="#070a10"/>`;
  s += `<ellipse cx="574" cy="574" rx="20" ry="12" fill="#ffffff" opacity="0.55" transform="rotate(-35 574 574)"/>`;
  // two microphone pinholes + status LED
  s += `<circle cx="600" cy="420" r="6" fill="#0a0d14"/><circle cx="600" cy="780" r="6" fill="#0a0d14"/>`;
  s += `<circle cx="720" cy="600" r="8" fill="#5ee1d8"/><circle cx="720" cy="600" r="20" fill="${defs.glow("#5ee1d8", 0.7)}"/>`;
  s += `<path d="M360 380 A330 330 0 0 1 560 272" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.12"/>`;
  return svgDoc(W, W, s, defs.toString());
}

/** Rear view: flat side band with ports. */
function hubBack() {
  const W = 1200;
  const defs = new Defs("b");
  let s = studio(defs, W, W, "#eef0f5", "#cfd6e3");
  const cx = 600;
  const top = 440;
  const w = 760;
  const h = 250;
  const ry = 90;
  s += `<ellipse cx="${cx}" cy="${top + h + ry * 0.6}" rx="${w * 0.58}" ry="${ry * 0.75}" fill="${defs.glow("#4b5568", 0.4)}"/>`;
  s += `<path d="M${cx - w / 2} ${top} V${top + h} A${w / 2} ${ry} 0 0 0 ${cx + w / 2} ${top + h} V${top} Z" fill="${defs.linear(["#4a5368", "#2a3142", "#171c28"], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  s += `<ellipse cx="${cx}" cy="${top + 5}" rx="${w / 2}" ry="${ry}" fill="#5ee1d8"/>`;
  s += `<ellipse cx="${cx}" cy="${top}" rx="${w / 2 - 3}" ry="${ry - 3}" fill="${defs.linear(["#39425a", "#1b2130"], { x1: 0.2, y1: 0, x2: 0.8, y2: 1 })}"/>`;
  // ports along the curved back band
  const py = top + h * 0.55;
  s += `<rect x="${cx - 230}" y="${py - 22}" width="110" height="44" rx="22" fill="#0c0f16" stroke="#59627a" stroke-width="4"/><rect x="${cx - 205}" y="${py - 6}" width="60" height="12" rx="6" fill="#3d465c"/>`;
  s += `<rect x="${cx - 80}" y="${py - 40}" width="110" height="80" rx="8" fill="#0c0f16" stroke="#59627a" stroke-width="4"/><rect x="${cx - 60}" y="${py - 24}" width="70" height="40" rx="3" fill="#222a3a"/><rect x="${cx - 42}" y="${py + 16}" width="34" height="12" fill="#0c0f16"/>`;
  s += `<circle cx="${cx + 90}" cy="${py}" r="16" fill="#0c0f16" stroke="#59627a" stroke-width="4"/>`;
  s += `<rect x="${cx + 150}" y="${py - 10}" width="70" height="20" rx="10" fill="#0c0f16" stroke="#59627a" stroke-width="4"/>`;
  s += `<circle cx="${cx + 250}" cy="${py}" r="7" fill="#5ee1d8"/>`;
  // cable plugged into the USB-C port
  s += `<path d="M${cx - 175} ${py + 22} C${cx - 175} ${py + 180} ${cx - 420} ${py + 160} ${cx - 520} ${py + 320}" fill="none" stroke="#e8ebf2" stroke-width="18" stroke-linecap="round"/>`;
  s += `<rect x="${cx - 196}" y="${py + 14}" width="42" height="60" rx="10" fill="#f3f5f9"/>`;
  s += `<path d="M${cx - w * 0.42} ${top + h * 0.3} V${top + h * 0.85}" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.14"/>`;
  return svgDoc(W, W, s, defs.toString());
}

/** In context: the hub on a media console beneath a wall screen, with a gesture. */
function hubContext() {
  const W = 1200;
  const defs = new Defs("x");
  const r = rng("hub-context");
  let s = `<rect width="${W}" height="${W}" fill="${defs.linear(["#f4efe8", "#e9e2d8"], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  s += `<rect y="860" width="${W}" height="340" fill="#d8cbb9"/>`;
  // wall screen
  s += `<rect x="200" y="150" width="800" height="470" rx="18" fill="#151a26"/>`;
  s += screen({ x: 224, y: 174, w: 752, h: 422, frame: "#263047", surface: "#f5f7ff", accents: ACC, r, variant: 1, rx: 10 });
  s += cursor({ x: 640, y: 380, scale: 1.5, fill: "#ffffff", stroke: BRAND.ink });
  // console
  s += `<rect x="150" y="760" width="900" height="40" rx="10" fill="#a9876a"/><rect x="170" y="800" width="860" height="150" rx="8" fill="#c49f7f"/>`;
  s += `<path d="M600 800 V950" stroke="#a9876a" stroke-width="6"/>`;
  s += `<rect x="230" y="830" width="60" height="10" rx="5" fill="#a9876a"/><rect x="910" y="830" width="60" height="10" rx="5" fill="#a9876a"/>`;
  s += hub({ cx: 600, cy: 690, w: 180, body: "#2a3142", top: "#1b2130", ring: "#5ee1d8", defs });
  s += waves({ cx: 600, cy: 660, r0: 60, step: 30, count: 3, from: -40, to: 40, color: "#19b6a8", width: 6 });
  s += plant(1080, 760, 1.3, "#ffffff", "#3f8f6b");
  // hand gesturing from the lower right
  s += hand({ x: 930, y: 1010, scale: 1.6, rotate: -18, fill: SKIN[3], sleeve: BRAND.indigo, pose: "open", shadow: "#000" });
  s += landmarks({ x: 930, y: 1010, scale: 1.6, rotate: -18, r, line: "#ffffff", dot: BRAND.teal, dotStroke: "#ffffff", width: 4, radius: 5.5 });
  return svgDoc(W, W, s, defs.toString());
}

export async function generateProduct(root, log) {
  const dir = path.join(root, "data", "images", "products");
  await writeJpeg(path.join(dir, "edge-hub.jpg"), hubHero(), { quality: 80 });
  await writeJpeg(path.join(dir, "edge-hub-2.jpg"), hubTop(), { quality: 80 });
  await writeJpeg(path.join(dir, "edge-hub-3.jpg"), hubBack(), { quality: 80 });
  await writeJpeg(path.join(dir, "edge-hub-4.jpg"), hubContext(), { quality: 78 });
  log.info("product: 4 Edge Hub images");
}

// ---------- timeline (800x600) ----------
function timelineIdea(year) {
  const W = 800;
  const H = 600;
  const defs = new Defs("ti");
  const r = rng("tl-1");
  let s = `<rect width="${W}" height="${H}" fill="#c99d74"/>`;
  s += `<rect width="${W}" height="${H}" fill="${defs.glow("#f2d2ae", 0.8)}"/>`;
  for (let i = 0; i < 9; i++)
    s += `<path d="M0 ${40 + i * 70} Q400 ${20 + i * 70 + r.range(-10, 10)} 800 ${50 + i * 70}" stroke="#b8875e" stroke-width="3" fill="none" opacity="0.5"/>`;
  // paper
  s += `<g transform="rotate(-5 400 300)"><rect x="170" y="70" width="440" height="470" rx="6" fill="#000" opacity="0.18" transform="translate(10 12)"/><rect x="170" y="70" width="440" height="470" rx="6" fill="#fbfaf6"/>`;
  for (let i = 0; i < 13; i++) s += `<path d="M190 ${120 + i * 32} H590" stroke="#bcd3ee" stroke-width="2"/>`;
  s += `<path d="M230 70 V540" stroke="#f1a8a8" stroke-width="2"/>`;
  // pencil sketch of a hand with landmarks
  const sk = hand({ x: 400, y: 330, scale: 1.35, rotate: -6, fill: "none", pose: "open" });
  s += sk
    .replace(/<g fill="none">/, `<g fill="none" stroke="#5b6170" stroke-width="2.4" stroke-dasharray="14 3">`)
    .replace(/fill="none"\/>/g, `fill="none"/>`);
  s += landmarks({ x: 400, y: 330, scale: 1.35, rotate: -6, r, line: "#3d3bd4", dot: "#fbfaf6", dotStroke: "#3d3bd4", width: 2.5, radius: 5 });
  s += `<path d="M480 170 q40 -30 70 -10" fill="none" stroke="#5b6170" stroke-width="3" stroke-linecap="round"/><path d="M545 150 l8 12 l-14 4" fill="none" stroke="#5b6170" stroke-width="3" stroke-linecap="round"/>`;
  s += `<circle cx="560" cy="120" r="22" fill="none" stroke="#e07a5f" stroke-width="3"/>`;
  s += `</g>`;
  // sticky note with the year, pencil, mug
  s += `<g transform="rotate(6 640 130)"><rect x="570" y="60" width="150" height="140" fill="#ffd166"/><rect x="570" y="60" width="150" height="22" fill="#f4bf45"/><text x="645" y="158" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="44" fill="#5a4310">${year}</text></g>`;
  s += `<g transform="rotate(-32 130 470)"><rect x="40" y="458" width="250" height="26" rx="4" fill="#f4a261"/><rect x="40" y="458" width="40" height="26" fill="#e9c46a"/><path d="M290 458 L330 471 L290 484 Z" fill="#f1dcc0"/><path d="M318 467 L330 471 L318 475 Z" fill="#333"/><rect x="26" y="458" width="18" height="26" rx="4" fill="#ef8f8f"/></g>`;
  s += `<circle cx="95" cy="115" r="70" fill="#000" opacity="0.15"/><circle cx="90" cy="108" r="68" fill="#f6f6f6"/><circle cx="90" cy="108" r="54" fill="#6b3e26"/><ellipse cx="76" cy="94" rx="16" ry="8" fill="#8a5a3c"/>`;
  return svgDoc(W, H, s, defs.toString());
}

function timelinePrototype(year) {
  const W = 800;
  const H = 600;
  const defs = new Defs("tp");
  const r = rng("tl-2");
  let s = `<rect width="${W}" height="${H}" fill="${defs.linear(["#233047", "#141b2b"], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  s += `<rect y="380" width="${W}" height="220" fill="#3b4a63"/><rect y="380" width="${W}" height="10" fill="#51627f"/>`;
  s += `<ellipse cx="560" cy="120" rx="300" ry="160" fill="${defs.glow("#19b6a8", 0.35)}"/>`;
  // laptop with landmarks on screen
  const lx = 560;
  const ly = 420;
  const lw = 330;
  s += laptop(lx, ly, lw, { frame: "#0d1220", screenFill: "#0f1a2e" });
  s += landmarks({ x: lx, y: ly - 95, scale: 0.62, r, line: "#7ee8d8", dot: "#ffd166", width: 3, radius: 4.5 });
  for (let i = 0; i < 5; i++)
    s += `<rect x="${lx - 145}" y="${ly - 180 + i * 16}" width="${r.range(30, 70)}" height="6" rx="3" fill="#7ee8d8" opacity="0.5"/>`;
  // breadboard + prototype hub with exposed board
  s += `<rect x="70" y="440" width="300" height="110" rx="8" fill="#f2f2ee"/>`;
  for (let i = 0; i < 26; i++)
    for (let j = 0; j < 6; j++) s += `<rect x="${86 + i * 10.5}" y="${458 + j * 14 + (j > 2 ? 12 : 0)}" width="4" height="4" fill="#c9c9c0"/>`;
  s += `<rect x="180" y="470" width="70" height="42" rx="4" fill="#1f2330"/>`;
  for (const [c, x1] of [
    ["#ef476f", 120],
    ["#06d6a0", 150],
    ["#ffd166", 290],
    ["#118ab2", 320],
  ])
    s += `<path d="M${x1} 470 C${x1} 380 ${x1 + 60} 380 ${x1 + 80} 330" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round"/>`;
  s += hub({ cx: 230, cy: 290, w: 200, body: "#59627a", top: "#2a3142", ring: "#ffd166", defs });
  s += `<rect x="150" y="300" width="160" height="22" rx="3" fill="#2f8f46" opacity="0.9"/>`;
  s += `<circle cx="170" cy="311" r="4" fill="#ffd166"/><circle cx="186" cy="311" r="4" fill="#ffd166"/>`;
  // desk lamp glow and year tag
  s += `<rect x="640" y="470" width="120" height="50" rx="10" fill="#19b6a8"/><text x="700" y="505" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="28" fill="#ffffff">${year}</text>`;
  s += `<path d="M90 560 l18 -6 l10 16 l-20 6 Z" fill="#e76f51"/>`;
  return svgDoc(W, H, s, defs.toString());
}

function classroom(W, H, defs, r, { year, seed = "tl-3", students = 6 } = {}) {
  let s = `<rect width="${W}" height="${H}" fill="${defs.linear(["#fff5e6", "#ffe9cf"], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  s += `<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="#e2c6a0"/>`;
  // board with slide + signing inset
  const bx = W * 0.12;
  const by = H * 0.1;
  const bw = W * 0.62;
  const bh = H * 0.46;
  s += `<rect x="${bx - 10}" y="${by - 10}" width="${bw + 20}" height="${bh + 20}" rx="12" fill="#3c4a5e"/>`;
  s += `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="6" fill="#f7fbff"/>`;
  s += `<rect x="${bx + bw * 0.06}" y="${by + bh * 0.12}" width="${bw * 0.4}" height="${bh * 0.08}" rx="6" fill="${BRAND.indigo}"/>`;
  for (let i = 0; i < 3; i++)
    s += `<rect x="${bx + bw * 0.06}" y="${by + bh * (0.32 + i * 0.14)}" width="${bw * r.range(0.3, 0.45)}" height="${bh * 0.06}" rx="5" fill="#c9d3e6"/>`;
  s += `<circle cx="${bx + bw * 0.52}" cy="${by + bh * 0.6}" r="${bh * 0.2}" fill="${BRAND.sun}"/><path d="M${bx + bw * 0.52} ${by + bh * 0.6} L${bx + bw * 0.52} ${by + bh * 0.4} A${bh * 0.2} ${bh * 0.2} 0 0 1 ${bx + bw * 0.52 + bh * 0.19} ${by + bh * 0.66} Z" fill="${BRAND.coral}"/>`;
  s += signerInset({
    x: bx + bw * 0.68,
    y: by + bh * 0.1,
    w: bw * 0.28,
    h: bh * 0.62,
    look: personFromSeed(`${seed}-signer`, { style: "bun", clothes: "#1f2330" }),
    r,
    frame: BRAND.teal,
  });
  // teacher with raised hand
  const t = personFront({
    x: W * 0.86,
    y: H * 0.86,
    h: H * 0.62,
    look: personFromSeed(`${seed}-teacher`, { style: "short", clothes: BRAND.coral, glasses: true }),
    armL: { a1: -120, a2: -165, pose: "open" },
  });
  s += t.markup;
  s += waves({ cx: t.handL[0], cy: t.handL[1] - 10, r0: 26, step: 16, count: 3, from: -60, to: 60, color: BRAND.teal, width: 4 });
  s += hub({ cx: bx + bw / 2, cy: by - 20, w: 60, body: "#2a3142", top: "#1b2130", ring: BRAND.teal, defs });
  // students from behind at desks
  const rowY = [H * 0.86, H * 1.02];
  let k = 0;
  for (let row = 0; row < 2; row++) {
    const count = row === 0 ? Math.ceil(students / 2) : Math.floor(students / 2) + 1;
    for (let i = 0; i < count; i++) {
      const x = W * 0.08 + (i + (row ? 0 : 0.5)) * ((W * 0.72) / count) + r.range(-8, 8);
      s += personBack({ x, y: rowY[row], w: W * (row ? 0.16 : 0.12), look: personFromSeed(`${seed}-st${k++}`) });
    }
    s += `<rect x="0" y="${rowY[row] - H * 0.02}" width="${W}" height="${H * 0.05}" fill="#b98f62" opacity="0.9"/>`;
  }
  if (year)
    s += `<rect x="${W - 150}" y="${H * 0.06}" width="120" height="50" rx="10" fill="${BRAND.indigo}"/><text x="${W - 90}" y="${H * 0.06 + 35}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="28" fill="#ffffff">${year}</text>`;
  return s;
}

function timelinePilot(year) {
  const W = 800;
  const H = 600;
  const defs = new Defs("tc");
  const r = rng("tl-3");
  return svgDoc(W, H, classroom(W, H, defs, r, { year }), defs.toString());
}

function timelineLaunch(year) {
  const W = 800;
  const H = 600;
  const defs = new Defs("tl");
  const r = rng("tl-4");
  let s = `<rect width="${W}" height="${H}" fill="${defs.linear([BRAND.deep, "#2c2a8f"], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  s += `<ellipse cx="400" cy="320" rx="360" ry="300" fill="${defs.glow(BRAND.indigo, 0.9)}"/>`;
  for (let i = 0; i < 40; i++) {
    const c = r.pick([BRAND.sun, BRAND.mint, BRAND.coral, "#ffffff"]);
    const x = r.range(30, 770);
    const y = r.range(20, 580);
    if (x > 220 && x < 580 && y > 60 && y < 560) continue;
    s += r.chance(0.5)
      ? `<rect x="${n(x)}" y="${n(y)}" width="10" height="18" rx="3" fill="${c}" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})" opacity="0.9"/>`
      : sparkle({ x, y, size: r.range(6, 12), fill: c, opacity: 0.9 });
  }
  // phone with waitlist confirmation
  s += `<rect x="272" y="64" width="256" height="492" rx="40" fill="#0b0e1a"/><rect x="286" y="78" width="228" height="464" rx="30" fill="#f6f7fb"/>`;
  s += `<rect x="366" y="88" width="68" height="14" rx="7" fill="#0b0e1a"/>`;
  s += gMark({ x: 372, y: 130, size: 56, bg: BRAND.indigo, fg: "#ffffff", accent: BRAND.mint });
  s += `<text x="400" y="222" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="24" fill="${BRAND.ink}">Gestura</text>`;
  s += `<rect x="316" y="246" width="168" height="10" rx="5" fill="#c7cde0"/><rect x="336" y="266" width="128" height="10" rx="5" fill="#c7cde0"/>`;
  s += `<rect x="310" y="300" width="180" height="44" rx="10" fill="#ffffff" stroke="#c7cde0" stroke-width="2"/><rect x="324" y="317" width="90" height="10" rx="5" fill="#dfe3ee"/>`;
  s += `<rect x="310" y="356" width="180" height="48" rx="24" fill="${BRAND.teal}"/><text x="400" y="387" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="18" fill="#ffffff">Join waitlist</text>`;
  s += `<circle cx="400" cy="468" r="40" fill="${BRAND.teal}" opacity="0.18"/><circle cx="400" cy="468" r="28" fill="${BRAND.teal}"/><path d="M386 468 l10 10 l19 -21" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  // hand giving a thumbs-up style raised palm beside the phone
  s += hand({ x: 640, y: 470, scale: 1.1, rotate: 12, fill: SKIN[2], sleeve: BRAND.coral, pose: "ily", shadow: "#000" });
  s += `<rect x="40" y="40" width="120" height="50" rx="10" fill="${BRAND.sun}"/><text x="100" y="75" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="28" fill="${BRAND.deep}">${year}</text>`;
  return svgDoc(W, H, s, defs.toString());
}

export async function generateTimeline(root, log) {
  const dir = path.join(root, "data", "images", "timeline");
  const items = [timelineIdea, timelinePrototype, timelinePilot, timelineLaunch];
  // The year drawn in each picture is the milestone's year in data/timeline.yaml, so art and text agree.
  const milestones = YAML.parse(fs.readFileSync(path.join(root, "data", "timeline.yaml"), "utf8"));
  for (let i = 0; i < items.length; i++) {
    const year = String(milestones[i]?.year ?? "");
    await writeJpeg(path.join(dir, `timeline-${i + 1}.jpg`), items[i](year), { quality: 78 });
  }
  log.info(`timeline: ${items.length}`);
}

// ---------- about / home heroes ----------
function meetingRoom() {
  const W = 1600;
  const H = 900;
  const defs = new Defs("m");
  const r = rng("about-hero");
  let s = `<rect width="${W}" height="${H}" fill="${defs.linear(["#f7f4ee", "#efe9df"], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  s += windowPane(60, 90, 380, 460, defs);
  s += `<rect x="0" y="640" width="${W}" height="260" fill="#d9cbb5"/>`;
  // big wall screen showing a hand being tracked and a cursor
  const sx = 560;
  const sy = 80;
  const sw = 760;
  const sh = 430;
  s += `<rect x="${sx - 14}" y="${sy - 14}" width="${sw + 28}" height="${sh + 28}" rx="18" fill="#161b27"/>`;
  s += screen({ x: sx, y: sy, w: sw, h: sh, frame: "#263047", surface: "#f5f7ff", accents: ACC, r, variant: 2, rx: 10 });
  s += `<rect x="${sx + 40}" y="${sy + 52}" width="160" height="150" rx="14" fill="#1b1f4b"/>`;
  s += landmarks({ x: sx + 120, y: sy + 150, scale: 0.55, r, line: BRAND.mint, dot: BRAND.sun, width: 3, radius: 4.5 });
  s += cursor({ x: sx + 420, y: sy + 220, scale: 1.4, fill: "#ffffff", stroke: BRAND.ink });
  s += `<circle cx="${sx + 426}" cy="${sy + 226}" r="30" fill="${BRAND.teal}" opacity="0.25"/>`;
  s += hub({ cx: sx + sw / 2, cy: sy + sh + 32, w: 70, body: "#2a3142", top: "#1b2130", ring: BRAND.teal, defs });
  s += plant(1480, 640, 1.5, "#ffffff", "#3f8f6b");
  // standing presenter beside the screen, gesturing
  const presenter = personFront({
    x: 1420,
    y: 820,
    h: 640,
    look: personFromSeed("about-presenter", { style: "long", hair: HAIR[0], skin: SKIN[5], clothes: BRAND.teal, glasses: false }),
    armL: { a1: -100, a2: -128, pose: "open" },
  });
  // seated people behind the table (half figures, table covers the rest)
  const people = [
    { x: 520, look: personFromSeed("about-a", { style: "curly", skin: SKIN[2], clothes: BRAND.coral }), armR: { a1: 150, a2: 175, pose: "peace" } },
    { x: 760, look: personFromSeed("about-b", { style: "headscarf", skin: SKIN[4], scarf: BRAND.indigo, clothes: "#f4a261" }) },
    {
      x: 1000,
      look: personFromSeed("about-c", { style: "buzz", skin: SKIN[6], clothes: "#264653", beard: true }),
      armR: { a1: 25, a2: 172, pose: "open" },
    },
  ];
  for (const p of people) s += personFront({ x: p.x, y: 950, h: 560, look: p.look, legs: false, armL: p.armL, armR: p.armR }).markup;
  // person in the foreground from behind, left
  s += `<rect x="120" y="620" width="180" height="190" rx="26" fill="#3d465c"/>`;
  s += personBack({ x: 210, y: 900, w: 230, look: personFromSeed("about-d", { style: "bob", hair: HAIR[2], clothes: "#7c3aed" }) });
  // table
  s += `<path d="M330 700 H1260 L1360 860 H230 Z" fill="#ffffff"/><path d="M230 860 H1360 V890 H230 Z" fill="#d6dae3"/>`;
  s += laptop(520, 760, 150, { frame: "#596179", screenFill: "#dfe6ff" });
  s += `<rect x="860" y="740" width="90" height="60" rx="6" fill="#eef1f8" transform="rotate(-8 905 770)"/><circle cx="1080" cy="750" r="22" fill="#e9c46a"/><circle cx="1080" cy="750" r="14" fill="#7a4a2a"/>`;
  s += presenter.markup;
  s += waves({ cx: presenter.handL[0], cy: presenter.handL[1] - 14, r0: 34, step: 20, count: 3, from: -70, to: 40, color: BRAND.indigo, width: 5 });
  return svgDoc(W, H, s, defs.toString());
}

function homeHero() {
  const W = 1600;
  const H = 1000;
  const defs = new Defs("hh");
  const r = rng("home-hero");
  let s = background({
    w: W,
    h: H,
    defs,
    c1: "#eef0ff",
    c2: "#e3f8f5",
    r,
    angle: 0.2,
    glows: [
      { color: "#a5b4fc", x: 1200, y: 200, r: 600, opacity: 0.5 },
      { color: "#7ee8d8", x: 200, y: 900, r: 500, opacity: 0.4 },
    ],
    dots: BRAND.deep,
    dotOpacity: 0.06,
  });
  s += `<rect y="860" width="${W}" height="140" fill="#dfe3f3"/>`;
  // large screen
  const sx = 520;
  const sy = 110;
  const sw = 980;
  const sh = 580;
  s += `<rect x="${sx + 20}" y="${sy + 30}" width="${sw}" height="${sh}" rx="24" fill="#1b1f4b" opacity="0.14"/>`;
  s += `<rect x="${sx - 16}" y="${sy - 16}" width="${sw + 32}" height="${sh + 32}" rx="26" fill="#141827"/>`;
  s += `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="12" fill="#f7f8fd"/>`;
  // slide content
  s += `<rect x="${sx + 60}" y="${sy + 60}" width="360" height="26" rx="13" fill="${BRAND.indigo}"/>`;
  for (let i = 0; i < 3; i++)
    s += `<rect x="${sx + 60}" y="${sy + 120 + i * 40}" width="${n(r.range(220, 320))}" height="14" rx="7" fill="#c9cfe3"/>`;
  for (let i = 0; i < 5; i++) {
    const bh = 60 + i * 45 + r.range(-15, 15);
    s += `<rect x="${sx + 70 + i * 70}" y="${sy + sh - 60 - bh}" width="46" height="${n(bh)}" rx="10" fill="${ACC[i % 4]}" opacity="0.9"/>`;
  }
  s += `<path d="M${sx + 60} ${sy + sh - 60} H${sx + 440}" stroke="#c9cfe3" stroke-width="3"/>`;
  // ASL overlay window, bottom-right corner of the screen
  s += signerInset({
    x: sx + sw - 320,
    y: sy + sh - 330,
    w: 290,
    h: 300,
    look: personFromSeed("home-signer", { style: "afro", skin: SKIN[6], clothes: "#1f2330", earrings: true }),
    r,
    frame: BRAND.teal,
    label: true,
  });
  // cursor following the hand
  const cx = sx + 560;
  const cy = sy + 250;
  s += `<circle cx="${cx + 8}" cy="${cy + 10}" r="40" fill="${BRAND.teal}" opacity="0.22"/>`;
  s += cursor({ x: cx, y: cy, scale: 1.8, fill: "#ffffff", stroke: BRAND.ink });
  s += hub({ cx: sx + sw / 2, cy: sy + sh + 44, w: 90, body: "#2a3142", top: "#1b2130", ring: BRAND.teal, defs });
  // person on the left, gesturing at the screen
  const p = personFront({
    x: 270,
    y: 950,
    h: 780,
    look: personFromSeed("home-person", { style: "bun", hair: HAIR[2], skin: SKIN[3], clothes: BRAND.indigo, glasses: false, beard: false }),
    armR: { a1: 105, a2: 128, pose: "point" },
  });
  s += `<path d="M${n(p.handR[0] + 30)} ${n(p.handR[1] - 50)} Q${n((p.handR[0] + cx) / 2)} ${n(cy - 140)} ${cx - 10} ${cy - 10}" fill="none" stroke="${BRAND.teal}" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>`;
  s += p.markup;
  s += waves({ cx: p.handR[0] + 20, cy: p.handR[1] - 40, r0: 40, step: 22, count: 3, from: 10, to: 110, color: BRAND.coral, width: 6 });
  for (let i = 0; i < 6; i++) s += sparkle({ x: r.range(40, 480), y: r.range(40, 300), size: r.range(8, 14), fill: r.pick(ACC), opacity: 0.8 });
  return svgDoc(W, H, s, defs.toString());
}

function officeToronto() {
  const W = 1200;
  const H = 800;
  const defs = new Defs("ot");
  const r = rng("office-toronto");
  let s = `<rect width="${W}" height="${H}" fill="${defs.linear(
    ["#2c2a8f", "#7b5cff", "#ff8a70", "#ffd166"].map((c, i) => [c, [0, 0.38, 0.72, 1][i], 1]),
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  )}"/>`;
  s += `<circle cx="820" cy="520" r="90" fill="#fff1c1" opacity="0.9"/><circle cx="820" cy="520" r="200" fill="${defs.glow("#fff1c1", 0.6)}"/>`;
  for (let i = 0; i < 18; i++)
    s += `<circle cx="${n(r.range(0, W))}" cy="${n(r.range(10, 220))}" r="${n(r.range(1, 2.4))}" fill="#ffffff" opacity="${n(r.range(0.4, 0.9))}"/>`;
  // far skyline
  const horizon = 600;
  let far = "";
  let x = 0;
  while (x < W) {
    const w = r.range(30, 70);
    far += `<rect x="${n(x)}" y="${n(horizon - r.range(60, 150))}" width="${n(w)}" height="300" fill="#9a6fb0"/>`;
    x += w + r.range(0, 8);
  }
  s += `<g opacity="0.7">${far}</g>`;
  // the tower: tall tapered shaft, pod, antenna
  const tx = 430;
  s += `<path d="M${tx - 22} ${horizon} L${tx - 7} 250 H${tx + 7} L${tx + 22} ${horizon} Z" fill="#3b2d6b"/>`;
  s += `<path d="M${tx - 40} ${horizon} L${tx - 6} 330 L${tx - 3} ${horizon} Z" fill="#3b2d6b"/><path d="M${tx + 40} ${horizon} L${tx + 6} 330 L${tx + 3} ${horizon} Z" fill="#3b2d6b"/>`;
  s += `<ellipse cx="${tx}" cy="250" rx="44" ry="14" fill="#3b2d6b"/><rect x="${tx - 40}" y="232" width="80" height="22" rx="10" fill="#3b2d6b"/><ellipse cx="${tx}" cy="232" rx="32" ry="10" fill="#4a3a80"/>`;
  s += `<rect x="${tx - 34}" y="240" width="68" height="5" rx="2" fill="#ffd166" opacity="0.8"/>`;
  s += `<rect x="${tx - 12}" y="182" width="24" height="16" rx="6" fill="#3b2d6b"/><path d="M${tx - 5} 232 L${tx - 3} 90 H${tx + 3} L${tx + 5} 232 Z" fill="#3b2d6b"/>`;
  s += `<circle cx="${tx}" cy="88" r="4" fill="#ff6b6b"/>`;
  // dome stadium
  s += `<path d="M560 ${horizon} Q560 520 650 515 Q740 520 740 ${horizon} Z" fill="#45357a"/><path d="M580 540 Q650 500 720 540" fill="none" stroke="#5d4a99" stroke-width="4"/>`;
  // near skyline with lit windows
  x = 0;
  let near = "";
  while (x < W) {
    const w = r.range(50, 110);
    const h = x > 380 && x < 480 ? r.range(40, 90) : r.range(90, 260);
    const top = horizon - h;
    const col = r.pick(["#2b2152", "#33275f", "#281d4a"]);
    near += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + 10)}" fill="${col}"/>`;
    if (r.chance(0.3)) near += `<path d="M${n(x)} ${n(top)} L${n(x + w / 2)} ${n(top - r.range(15, 40))} L${n(x + w)} ${n(top)} Z" fill="${col}"/>`;
    for (let wy = top + 14; wy < horizon - 10; wy += 18)
      for (let wx = x + 8; wx < x + w - 10; wx += 14)
        if (r.chance(0.28)) near += `<rect x="${n(wx)}" y="${n(wy)}" width="6" height="8" fill="#ffd166" opacity="${n(r.range(0.5, 0.95))}"/>`;
    x += w + r.range(2, 10);
  }
  s += near;
  // lake with reflections
  s += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${defs.linear(["#3a3a8a", "#1b1f4b"], { x1: 0, y1: 0, x2: 0, y2: 1 })}"/>`;
  for (let i = 0; i < 26; i++) {
    const y = horizon + 12 + i * 7.5;
    const w = r.range(40, 180);
    s += `<rect x="${n(r.range(0, W - w))}" y="${n(y)}" width="${n(w)}" height="3" rx="1.5" fill="${r.pick(["#ffd166", "#ff8a70", "#a99cff"])}" opacity="${n(0.25 + 0.4 * (1 - i / 26))}"/>`;
  }
  s += `<rect x="${tx - 4}" y="${horizon + 6}" width="8" height="120" fill="#ffd166" opacity="0.18"/>`;
  // small sailboat
  s += `<path d="M960 700 H1040 L1026 716 H974 Z" fill="#141833"/><path d="M1000 698 V630 L1034 694 Z" fill="#f6f7fb" opacity="0.9"/>`;
  return svgDoc(W, H, s, defs.toString());
}

export async function generateAboutAndHome(root, log) {
  await writeJpeg(path.join(root, "data", "images", "about", "hero.jpg"), meetingRoom(), { quality: 78 });
  await writeJpeg(path.join(root, "data", "images", "about", "office-toronto.jpg"), officeToronto(), { quality: 78 });
  await writeJpeg(path.join(root, "data", "images", "home", "hero.jpg"), homeHero(), { quality: 78 });
  log.info("about/home: 3 images");
}

// ---------- feature panels (1200x800) ----------
function featureGesture() {
  const W = 1200;
  const H = 800;
  const defs = new Defs("fa");
  const r = rng("feature-1");
  let s = background({
    w: W,
    h: H,
    defs,
    c1: "#1b1f4b",
    c2: "#2c2a8f",
    r,
    angle: 0.1,
    glows: [
      { color: BRAND.teal, x: 900, y: 200, r: 500, opacity: 0.35 },
      { color: BRAND.indigo, x: 200, y: 700, r: 500, opacity: 0.5 },
    ],
    dots: "#ffffff",
    dotOpacity: 0.06,
  });
  s += screen({ x: 90, y: 120, w: 640, h: 420, frame: "#0f1430", surface: "#f5f7ff", accents: ACC, r, variant: 1, rx: 20 });
  // swipe trail from the hand to the cursor
  s += `<path d="M860 300 C800 270 700 270 600 300" fill="none" stroke="${BRAND.mint}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 22"/>`;
  s += `<path d="M620 276 L580 302 L624 322" fill="none" stroke="${BRAND.mint}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += cursor({ x: 470, y: 300, scale: 1.7, fill: "#ffffff", stroke: BRAND.ink });
  s += hand({ x: 980, y: 540, scale: 1.7, rotate: -12, fill: "#f4f1ff", sleeve: BRAND.coral, pose: "open", shadow: "#000" });
  s += landmarks({ x: 980, y: 540, scale: 1.7, rotate: -12, r, line: BRAND.teal, dot: BRAND.sun, dotStroke: "#1b1f4b", width: 3.5, radius: 5.5 });
  for (let i = 0; i < 3; i++)
    s += `<path d="M${1110 + i * 22} ${250 + i * 6} q14 40 0 80" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="${0.7 - i * 0.2}"/>`;
  return svgDoc(W, H, s, defs.toString());
}

function featureAsl() {
  const W = 1200;
  const H = 800;
  const defs = new Defs("fb");
  const r = rng("feature-2");
  let s = background({
    w: W,
    h: H,
    defs,
    c1: "#e0f7f4",
    c2: "#eef0ff",
    r,
    angle: 0.3,
    glows: [
      { color: BRAND.mint, x: 200, y: 150, r: 420, opacity: 0.5 },
      { color: "#c7d2fe", x: 1000, y: 700, r: 420, opacity: 0.6 },
    ],
    dots: BRAND.deep,
    dotOpacity: 0.06,
  });
  const x = 110;
  const y = 90;
  const w = 980;
  const h = 560;
  s += `<rect x="${x + 14}" y="${y + 22}" width="${w}" height="${h}" rx="28" fill="#1b1f4b" opacity="0.12"/>`;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="#1b1f4b"/>`;
  s += `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" rx="18" fill="${defs.linear(["#3d4a8a", "#2a2f6b"], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  // lecturer on the video
  s += `<svg x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" viewBox="${x + 14} ${y + 14} ${w - 28} ${h - 28}" overflow="hidden">`;
  s += personFront({
    x: x + 340,
    y: y + 820,
    h: 760,
    look: personFromSeed("feat-lecturer", { style: "short", skin: SKIN[1], clothes: "#f4a261", glasses: true, beard: false }),
    legs: false,
    armR: { a1: 35, a2: 110, pose: "open" },
  }).markup;
  s += `</svg>`;
  s += signerInset({
    x: x + w - 330,
    y: y + 44,
    w: 280,
    h: 320,
    look: personFromSeed("feat-signer", { style: "long", skin: SKIN[5], hair: HAIR[0], clothes: "#1f2330", glasses: false }),
    r,
    frame: BRAND.mint,
    label: true,
  });
  // captions
  s += `<rect x="${x + 150}" y="${y + h - 130}" width="${w - 300}" height="82" rx="14" fill="#000" opacity="0.6"/>`;
  s += `<rect x="${x + 190}" y="${y + h - 108}" width="${w - 420}" height="14" rx="7" fill="#ffffff"/><rect x="${x + 190}" y="${y + h - 80}" width="${(w - 380) * 0.5}" height="14" rx="7" fill="#ffffff" opacity="0.8"/>`;
  s += `<rect x="${x + 80}" y="${y + h + 40}" width="${w - 160}" height="10" rx="5" fill="#1b1f4b" opacity="0.15"/><rect x="${x + 80}" y="${y + h + 40}" width="${(w - 160) * 0.42}" height="10" rx="5" fill="${BRAND.teal}"/><circle cx="${x + 80 + (w - 160) * 0.42}" cy="${y + h + 45}" r="12" fill="${BRAND.teal}"/>`;
  return svgDoc(W, H, s, defs.toString());
}

function featureTraining() {
  const W = 1200;
  const H = 800;
  const defs = new Defs("fc");
  const r = rng("feature-3");
  let s = background({
    w: W,
    h: H,
    defs,
    c1: "#fff4e6",
    c2: "#ffe3d6",
    r,
    angle: 0.2,
    glows: [
      { color: "#fff3bf", x: 300, y: 200, r: 450, opacity: 0.7 },
      { color: "#ffc9b5", x: 1000, y: 650, r: 420, opacity: 0.6 },
    ],
    dots: "#7a3e2b",
    dotOpacity: 0.06,
  });
  // laptop with a lesson card
  const lx = 470;
  const ly = 640;
  const lw = 700;
  const sTop = ly - lw * 0.62 + lw * 0.035;
  const sLeft = lx - lw / 2 + lw * 0.035;
  let content = `<rect x="${n(sLeft + 30)}" y="${n(sTop + 30)}" width="280" height="320" rx="20" fill="#ffffff" stroke="#f0d9c9" stroke-width="3"/>`;
  const clip = defs.raw((id) => `<clipPath id="${id}"><rect x="${n(sLeft + 30)}" y="${n(sTop + 30)}" width="280" height="250" rx="20"/></clipPath>`);
  content += `<g clip-path="url(#${clip})">${hand({ x: sLeft + 170, y: sTop + 190, scale: 0.95, fill: "#f4a261", sleeve: "#2a9d8f", pose: "ily" })}</g>`;
  content += `<rect x="${n(sLeft + 60)}" y="${n(sTop + 300)}" width="150" height="14" rx="7" fill="#264653"/>`;
  content += `<rect x="${n(sLeft + 340)}" y="${n(sTop + 40)}" width="260" height="16" rx="8" fill="#264653"/>`;
  for (let i = 0; i < 3; i++)
    content += `<rect x="${n(sLeft + 340)}" y="${n(sTop + 80 + i * 30)}" width="${n(r.range(150, 230))}" height="12" rx="6" fill="#e6d2c4"/>`;
  // progress ring
  const pcx = sLeft + 470;
  const pcy = sTop + 270;
  const R = 60;
  const circ = 2 * Math.PI * R;
  content += `<circle cx="${n(pcx)}" cy="${n(pcy)}" r="${R}" fill="none" stroke="#f2e2d6" stroke-width="18"/>`;
  content += `<circle cx="${n(pcx)}" cy="${n(pcy)}" r="${R}" fill="none" stroke="${BRAND.teal}" stroke-width="18" stroke-linecap="round" stroke-dasharray="${n(circ * 0.72)} ${n(circ)}" transform="rotate(-90 ${n(pcx)} ${n(pcy)})"/>`;
  content += `<path d="M${n(pcx - 22)} ${n(pcy)} l14 15 l30 -32" fill="none" stroke="${BRAND.teal}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += laptop(lx, ly, lw, { frame: "#264653", screenFill: "#fffaf5", content });
  // learner's hand mirroring the card, with feedback landmarks
  s += hand({ x: 1000, y: 640, scale: 1.5, rotate: 10, fill: SKIN[4], sleeve: "#2a9d8f", pose: "ily" });
  s += `<circle cx="1000" cy="560" r="170" fill="none" stroke="${BRAND.teal}" stroke-width="4" stroke-dasharray="4 12" stroke-linecap="round"/>`;
  s += `<circle cx="1110" cy="410" r="34" fill="${BRAND.teal}"/><path d="M1094 410 l11 12 l21 -24" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svgDoc(W, H, s, defs.toString());
}

function featureAutomation() {
  const W = 1200;
  const H = 800;
  const defs = new Defs("fd");
  const r = rng("feature-4");
  let s = background({
    w: W,
    h: H,
    defs,
    c1: "#0f2a2e",
    c2: "#12363d",
    r,
    angle: 0.2,
    glows: [{ color: BRAND.teal, x: 600, y: 420, r: 520, opacity: 0.35 }],
    dots: "#ffffff",
    dotOpacity: 0.05,
  });
  const cx = 600;
  const cy = 470;
  const nodes = [
    { x: 230, y: 230, kind: "light", c: BRAND.sun },
    { x: 600, y: 150, kind: "blind", c: BRAND.mint },
    { x: 970, y: 230, kind: "thermo", c: BRAND.coral },
    { x: 240, y: 650, kind: "screen", c: "#a5b4fc" },
    { x: 960, y: 650, kind: "door", c: "#f9a8d4" },
  ];
  for (const nd of nodes)
    s += `<path d="M${cx} ${cy} L${nd.x} ${nd.y}" stroke="${nd.c}" stroke-width="4" stroke-dasharray="3 12" stroke-linecap="round" opacity="0.8"/>`;
  for (const nd of nodes) {
    s += `<circle cx="${nd.x}" cy="${nd.y}" r="76" fill="${defs.glow(nd.c, 0.35)}"/><circle cx="${nd.x}" cy="${nd.y}" r="58" fill="#163f46" stroke="${nd.c}" stroke-width="4"/>`;
    const { x, y, c } = nd;
    if (nd.kind === "light")
      s +=
        `<circle cx="${x}" cy="${y - 6}" r="20" fill="${c}"/><rect x="${x - 10}" y="${y + 14}" width="20" height="14" rx="3" fill="#d7e3e6"/>` +
        [0, 1, 2, 3, 4]
          .map((i) => {
            const a = Math.PI * (1.1 + i * 0.2);
            return `<path d="M${n(x + 28 * Math.cos(a))} ${n(y - 6 + 28 * Math.sin(a))} L${n(x + 38 * Math.cos(a))} ${n(y - 6 + 38 * Math.sin(a))}" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`;
          })
          .join("");
    else if (nd.kind === "blind")
      s +=
        [0, 1, 2, 3].map((i) => `<rect x="${x - 28}" y="${y - 26 + i * 12}" width="56" height="7" rx="3" fill="${c}"/>`).join("") +
        `<path d="M${x + 24} ${y + 22} v10" stroke="${c}" stroke-width="3"/>`;
    else if (nd.kind === "thermo")
      s += `<circle cx="${x}" cy="${y}" r="28" fill="none" stroke="${c}" stroke-width="6"/><path d="M${x} ${y} L${x + 14} ${y - 14}" stroke="${c}" stroke-width="6" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="5" fill="${c}"/>`;
    else if (nd.kind === "screen")
      s += `<rect x="${x - 30}" y="${y - 22}" width="60" height="40" rx="6" fill="none" stroke="${c}" stroke-width="6"/><path d="M${x - 5} ${y - 10} L${x + 10} ${y - 2} L${x - 5} ${y + 6} Z" fill="${c}"/>`;
    else
      s += `<rect x="${x - 20}" y="${y - 30}" width="40" height="60" rx="4" fill="none" stroke="${c}" stroke-width="6"/><circle cx="${x + 9}" cy="${y}" r="4" fill="${c}"/>`;
  }
  s += hub({ cx, cy: cy - 20, w: 240, body: "#2a3142", top: "#1b2130", ring: BRAND.mint, defs });
  s += waves({ cx, cy: cy - 70, r0: 50, step: 26, count: 3, from: -50, to: 50, color: BRAND.mint, width: 5 });
  s += hand({ x: 600, y: 730, scale: 0.9, rotate: 0, fill: "#e8f6f4", sleeve: BRAND.indigo, pose: "peace" });
  return svgDoc(W, H, s, defs.toString());
}

export async function generateFeatures(root, log) {
  const dir = path.join(root, "data", "images", "features");
  const items = [featureGesture, featureAsl, featureTraining, featureAutomation];
  for (let i = 0; i < items.length; i++) await writeJpeg(path.join(dir, `feature-${i + 1}.jpg`), items[i](), { quality: 78 });
  log.info(`features: ${items.length}`);
}

// ---------- testimonials (200x200) ----------
const TESTIMONIAL_LOOKS = [
  {
    skin: SKIN[5],
    hair: HAIR[0],
    style: "curly",
    bg: BGS[0],
    clothes: "#3d3bd4",
    neckline: "collar",
    glasses: true,
    earrings: false,
    beard: false,
    deco: 1,
  },
  {
    skin: SKIN[1],
    hair: HAIR[6],
    style: "bob",
    bg: BGS[4],
    clothes: "#0f766e",
    neckline: "round",
    glasses: false,
    earrings: true,
    beard: false,
    deco: 0,
  },
  {
    skin: SKIN[3],
    hair: HAIR[1],
    style: "short",
    bg: BGS[8],
    clothes: "#e76f51",
    neckline: "v",
    glasses: false,
    earrings: false,
    beard: true,
    deco: 2,
  },
];

export async function generateTestimonials(root, log) {
  for (let i = 0; i < TESTIMONIAL_LOOKS.length; i++) {
    const look = personFromSeed(`testimonial-${i + 1}`, TESTIMONIAL_LOOKS[i]);
    await writeJpeg(path.join(root, "data", "images", "testimonials", `person-${i + 1}.jpg`), portraitSvg(look, 200), { quality: 80 });
  }
  log.info(`testimonials: ${TESTIMONIAL_LOOKS.length}`);
}
