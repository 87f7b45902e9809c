// Blog covers and figures: abstract geometric illustrations per category.
// Posts listed in blog-covers.mjs / blog-figures.mjs get bespoke scenes that match their
// coverAlt / figure alt text; any other post falls back to the generic compositions below.
import fs from "node:fs/promises";
import path from "node:path";
import YAML from "yaml";
import { rng, hashString, n, Defs, svgDoc, mix, lighten, darken, writeByExtension } from "./lib.mjs";
import { CATEGORY_PALETTES } from "./palettes.mjs";
import { hand, landmarks, cursor, waves, sparkle, screen, hub, signature, background } from "./shapes.mjs";
import { BESPOKE_FIGURES } from "./blog-figures.mjs";
import { BESPOKE_COVERS } from "./blog-covers.mjs";

export const BLOG_W = 1280;
export const BLOG_H = 853;

export function paletteFor(category) {
  if (category && CATEGORY_PALETTES[category]) return CATEGORY_PALETTES[category];
  const names = Object.keys(CATEGORY_PALETTES);
  return CATEGORY_PALETTES[names[hashString(category || "default") % names.length]];
}

/** Maps a point in hand-local coordinates to the canvas. */
function handPoint({ x, y, scale, rotate = 0, mirror = false }, lx, ly) {
  const a = (rotate * Math.PI) / 180;
  const sx = (mirror ? -lx : lx) * scale;
  const sy = ly * scale;
  return [x + sx * Math.cos(a) - sy * Math.sin(a), y + sx * Math.sin(a) + sy * Math.cos(a)];
}

function confetti(r, p, W, H, count, avoid = []) {
  let s = "";
  for (let i = 0; i < count; i++) {
    let x;
    let y;
    let tries = 0;
    do {
      x = r.range(40, W - 40);
      y = r.range(40, H - 40);
      tries++;
    } while (tries < 20 && avoid.some((b) => x > b[0] && x < b[0] + b[2] && y > b[1] && y < b[1] + b[3]));
    const c = r.pick(p.accents);
    const kind = r.int(0, 3);
    const size = r.range(8, 22);
    const o = n(r.range(0.45, 0.9));
    if (kind === 0) s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size / 2)}" fill="${c}" opacity="${o}"/>`;
    else if (kind === 1) s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.8)}" fill="none" stroke="${c}" stroke-width="4" opacity="${o}"/>`;
    else if (kind === 2)
      s += `<rect x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}" rx="${n(size / 3.5)}" fill="${c}" opacity="${o}" transform="rotate(${n(r.range(0, 90))} ${n(x)} ${n(y)})"/>`;
    else s += sparkle({ x, y, size: size * 0.9, fill: c, opacity: o });
  }
  return s;
}

function coverBackground(p, r, defs, W, H) {
  const c1 = mix(p.bg[0], p.accents[r.int(0, 3)], r.range(0, 0.12));
  const c2 = mix(p.bg[1], p.accents[r.int(0, 3)], r.range(0, 0.12));
  const glows = p.glows.map((color, i) => ({
    color,
    x: r.range(0, W),
    y: r.range(0, H),
    r: r.range(260, 460),
    opacity: i === 0 ? 0.55 : 0.42,
  }));
  const dark = p.onBg === "#ffffff";
  return background({ w: W, h: H, defs, c1, c2, glows, r, dots: dark ? "#ffffff" : p.ink, dotOpacity: dark ? 0.1 : 0.08 });
}

// ---------- cover compositions ----------
function compHandScreen(p, r, defs, W, _H) {
  const left = r.chance(0.5);
  const sw = r.range(520, 600);
  const sh = r.range(380, 430);
  const sx = left ? r.range(90, 140) : W - sw - r.range(90, 140);
  const sy = r.range(170, 230);
  let s = `<rect x="${n(sx + 18)}" y="${n(sy + 26)}" width="${n(sw)}" height="${n(sh)}" rx="22" fill="#000" opacity="0.12"/>`;
  s += screen({ x: sx, y: sy, w: sw, h: sh, frame: p.frame, surface: p.surface, accents: p.accents, r, variant: r.int(0, 2) });
  // cursor on the screen
  const cx = sx + sw * r.range(0.45, 0.75);
  const cy = sy + sh * r.range(0.4, 0.7);
  const H0 = {
    x: left ? r.range(1000, 1060) : r.range(220, 280),
    y: r.range(580, 620),
    scale: r.range(1.5, 1.7),
    rotate: left ? r.range(-22, -10) : r.range(10, 22),
    mirror: !left,
  };
  const tip = handPoint(H0, -36, -134);
  // dashed gesture path from fingertip to cursor
  const mx = (tip[0] + cx) / 2;
  const my = Math.min(tip[1], cy) - r.range(90, 160);
  s += `<path d="M${n(tip[0])} ${n(tip[1] - 24)} Q${n(mx)} ${n(my)} ${n(cx + 14)} ${n(cy + 20)}" fill="none" stroke="${p.accents[0]}" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round" opacity="0.95"/>`;
  s += waves({ cx: tip[0], cy: tip[1] - 8, r0: 34, step: 24, count: 3, from: -70, to: 70, color: p.accents[1], width: 6 });
  s += hand({ ...H0, fill: p.hand, sleeve: p.sleeve, pose: "point", shadow: "#000" });
  s += `<circle cx="${n(cx + 6)}" cy="${n(cy + 6)}" r="34" fill="${p.accents[0]}" opacity="0.3"/>`;
  s += cursor({ x: cx, y: cy, scale: 1.6, fill: "#ffffff", stroke: p.frame });
  // the sleeve runs off the bottom edge on the hand's side: sign the other corner
  return {
    body: s,
    avoid: [
      [sx - 20, sy - 20, sw + 40, sh + 40],
      [H0.x - 200, H0.y - 300, 400, 560],
    ],
    signLeft: left,
  };
}

function compSigning(p, r, defs, W, _H) {
  const poses = r.shuffle(["open", "ily", "peace", "flat", "point"]);
  const cx = W / 2 + r.range(-60, 60);
  const y = r.range(600, 640);
  let s = "";
  // caption bubble above, abstract lines instead of text
  const bw = r.range(420, 520);
  const bx = cx - bw / 2;
  const by = r.range(110, 150);
  s += `<rect x="${n(bx + 12)}" y="${n(by + 16)}" width="${n(bw)}" height="120" rx="60" fill="#000" opacity="0.1"/>`;
  s += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="120" rx="60" fill="${p.surface}"/>`;
  s += `<path d="M${n(cx - 20)} ${n(by + 118)} L${n(cx)} ${n(by + 150)} L${n(cx + 22)} ${n(by + 118)} Z" fill="${p.surface}"/>`;
  s += `<rect x="${n(bx + 60)}" y="${n(by + 36)}" width="${n(bw * 0.55)}" height="16" rx="8" fill="${p.accents[0]}"/>`;
  s += `<rect x="${n(bx + 60)}" y="${n(by + 68)}" width="${n(bw * 0.35)}" height="16" rx="8" fill="${p.accents[1]}" opacity="0.7"/>`;
  s += `<circle cx="${n(bx + bw - 70)}" cy="${n(by + 60)}" r="22" fill="${p.accents[2]}"/>`;
  const gap = r.range(170, 220);
  const A = { x: cx - gap, y, scale: r.range(1.45, 1.6), rotate: r.range(-22, -10) };
  const B = { x: cx + gap, y: y + r.range(-30, 30), scale: r.range(1.45, 1.6), rotate: r.range(10, 22), mirror: true };
  s += waves({ cx, cy: y - 170, r0: 40, step: 30, count: 3, from: -50, to: 50, color: p.accents[3 % p.accents.length], width: 7 });
  s += hand({ ...A, fill: p.hand, sleeve: p.sleeve, pose: poses[0], shadow: "#000" });
  s += hand({ ...B, fill: mix(p.hand, p.accents[1], 0.18), sleeve: p.accents[1], pose: poses[1], shadow: "#000" });
  // motion arcs beside hands
  s += `<path d="M${n(A.x - 190)} ${n(y - 170)} q-40 70 0 140" fill="none" stroke="${p.accents[0]}" stroke-width="7" stroke-linecap="round" opacity="0.8"/>`;
  s += `<path d="M${n(B.x + 190)} ${n(y - 170)} q40 70 0 140" fill="none" stroke="${p.accents[0]}" stroke-width="7" stroke-linecap="round" opacity="0.8"/>`;
  return {
    body: s,
    avoid: [
      [bx - 30, by - 30, bw + 60, 200],
      [cx - gap - 230, y - 300, 2 * gap + 460, 520],
    ],
  };
}

function compOrbit(p, r, defs, W, H) {
  const cx = r.range(W * 0.38, W * 0.62);
  const cy = H / 2 + r.range(-10, 30);
  const R = r.range(270, 310);
  let s = "";
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="none" stroke="${p.accents[0]}" stroke-width="5" opacity="0.55"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.68)}" fill="${p.surface}" opacity="0.18"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.68)}" fill="none" stroke="${p.surface}" stroke-width="3" stroke-dasharray="4 14" stroke-linecap="round" opacity="0.7"/>`;
  const nodes = r.int(4, 6);
  const start = r.range(0, 360);
  for (let i = 0; i < nodes; i++) {
    const a = ((start + (360 / nodes) * i) * Math.PI) / 180;
    const x = cx + R * Math.cos(a);
    const y = cy + R * Math.sin(a);
    const c = p.accents[i % p.accents.length];
    s += `<circle cx="${n(x + 6)}" cy="${n(y + 10)}" r="44" fill="#000" opacity="0.12"/>`;
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="44" fill="${p.surface}"/>`;
    const k = (i + r.int(0, 3)) % 4;
    if (k === 0)
      s += `<path d="M${n(x - 16)} ${n(y)} l11 12 l22 -24" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
    else if (k === 1) s += `<circle cx="${n(x)}" cy="${n(y)}" r="16" fill="${c}"/>`;
    else if (k === 2) s += `<rect x="${n(x - 18)}" y="${n(y - 14)}" width="36" height="28" rx="6" fill="none" stroke="${c}" stroke-width="7"/>`;
    else
      s += `<path d="M${n(x + 4)} ${n(y - 22)} L${n(x - 12)} ${n(y + 4)} L${n(x + 1)} ${n(y + 4)} L${n(x - 4)} ${n(y + 22)} L${n(x + 13)} ${n(y - 4)} L${n(x)} ${n(y - 4)} Z" fill="${c}"/>`;
  }
  const Hh = { x: cx, y: cy + 120, scale: r.range(1.25, 1.4), rotate: r.range(-10, 10), mirror: r.chance(0.5) };
  s += hand({ ...Hh, fill: p.hand, sleeve: p.sleeve, pose: r.pick(["open", "flat", "ily"]), defs, fade: true });
  return { body: s, avoid: [[cx - R - 60, cy - R - 60, 2 * R + 120, 2 * R + 120]] };
}

function compHub(p, r, defs, W, _H) {
  const left = r.chance(0.5);
  // the hub sits on the side away from the small screen so the raised hand never covers it
  const cx = W / 2 + (left ? 1 : -1) * r.range(40, 140);
  const cy = r.range(560, 600);
  let s = "";
  // small screen in the background
  const sw = 360;
  const sh = 250;
  const sx = left ? r.range(70, 120) : W - sw - r.range(70, 120);
  const sy = r.range(90, 140);
  s += screen({ x: sx, y: sy, w: sw, h: sh, frame: p.frame, surface: p.surface, accents: p.accents, r, variant: r.int(0, 2), rx: 18 });
  s += waves({ cx, cy: cy - 40, r0: 60, step: 34, count: 4, from: -55, to: 55, color: p.accents[0], width: 7 });
  s += hub({ cx, cy, w: 340, body: mix(p.frame, "#3b4458", 0.4), top: darken(p.frame, 0.1), ring: p.accents[0], defs });
  const Hh = { x: cx + r.range(-40, 40), y: cy - 300, scale: 1.05, rotate: r.range(-12, 12), mirror: r.chance(0.5) };
  s += hand({ ...Hh, fill: p.hand, sleeve: p.sleeve, pose: r.pick(["open", "flat", "peace"]), defs, fade: true });
  return {
    body: s,
    avoid: [
      [sx - 20, sy - 20, sw + 40, sh + 40],
      [cx - 240, cy - 520, 480, 760],
    ],
  };
}

const COVER_COMPS = { handScreen: compHandScreen, signing: compSigning, orbit: compOrbit, hub: compHub };
const CATEGORY_FAVOURITE = {
  "Product & Hardware": "hub",
  "Innovation & Technology": "handScreen",
  "Accessibility & Inclusion": "signing",
  "Inclusive Design": "signing",
  "Content & Communication": "handScreen",
  "Company & Vision": "orbit",
  "Future of Work": "orbit",
};

export function coverSvg({ id, category }) {
  const W = BLOG_W;
  const H = BLOG_H;
  const p = paletteFor(category);
  const r = rng(`cover:${id}`);
  const defs = new Defs("c");
  const names = Object.keys(COVER_COMPS);
  const fav = CATEGORY_FAVOURITE[category];
  const choice = fav && r.chance(0.4) ? fav : names[hashString(`comp:${id}`) % names.length];
  let body = coverBackground(p, r, defs, W, H);
  // a bespoke composition matching the post's coverAlt where one exists
  const comp = BESPOKE_COVERS[id] ? BESPOKE_COVERS[id](p, r, defs, W, H) : COVER_COMPS[choice](p, r, defs, W, H);
  // keep confetti out of the composition and both signature corners
  body += confetti(r, p, W, H, r.int(8, 13), [...comp.avoid, [W - 230, H - 90, 230, 90], [0, H - 90, 230, 90]]);
  body += comp.body;
  const dark = p.onBg === "#ffffff";
  body += signature({
    x: comp.signLeft ? 40 : W - 168,
    y: H - 34,
    color: p.onBg,
    markBg: dark ? "#ffffff" : p.ink,
    markFg: dark ? p.ink : "#ffffff",
    accent: p.accents[0],
    size: 20,
  });
  return svgDoc(W, H, body, defs.toString());
}

// ---------- figures (light backgrounds, diagram-like) ----------
function figLandmarks(p, r, defs, W, H) {
  let s = "";
  const cx = W / 2 + r.range(-120, 120);
  const cy = H / 2 + 70;
  const scale = r.range(2.1, 2.4);
  const rot = r.range(-14, 14);
  // faint silhouette behind the skeleton
  s += `<ellipse cx="${n(cx)}" cy="${n(cy - 90)}" rx="300" ry="300" fill="${defs.glow(p.accents[0], 0.28)}"/>`;
  // bounding box corners
  const bx = cx - 300;
  const by = cy - 370;
  const bw = 600;
  const bh = 560;
  const L = 54;
  const c = p.accents[1];
  s +=
    `<g fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round">` +
    `<path d="M${bx} ${by + L} V${by} H${bx + L}"/><path d="M${bx + bw - L} ${by} H${bx + bw} V${by + L}"/>` +
    `<path d="M${bx} ${by + bh - L} V${by + bh} H${bx + L}"/><path d="M${bx + bw - L} ${by + bh} H${bx + bw} V${by + bh - L}"/></g>`;
  s += landmarks({ x: cx, y: cy, scale, rotate: rot, r, line: p.ink, dot: p.accents[0], dotStroke: "#ffffff", width: 4, radius: 6 });
  // confidence meters on the side
  const mx = cx < W / 2 ? W - 230 : 90;
  for (let i = 0; i < 4; i++) {
    const y = 250 + i * 70;
    s += `<rect x="${mx}" y="${y}" width="150" height="16" rx="8" fill="${p.ink}" opacity="0.1"/>`;
    s += `<rect x="${mx}" y="${y}" width="${n(r.range(60, 150))}" height="16" rx="8" fill="${p.accents[i % p.accents.length]}"/>`;
  }
  return s;
}

function iconGlyph(kind, x, y, c, p) {
  if (kind === "hand") return hand({ x, y: y + 18, scale: 0.42, fill: c, pose: "open" });
  if (kind === "screen")
    return `<rect x="${x - 42}" y="${y - 30}" width="84" height="56" rx="10" fill="none" stroke="${c}" stroke-width="8"/><rect x="${x - 16}" y="${y + 34}" width="32" height="8" rx="4" fill="${c}"/>`;
  if (kind === "check")
    return `<circle cx="${x}" cy="${y}" r="40" fill="${c}"/><path d="M${x - 18} ${y + 1} l12 13 l24 -26" fill="none" stroke="${p.surface}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (kind === "wave") return waves({ cx: x - 30, cy: y + 10, r0: 18, step: 18, count: 3, from: 20, to: 160, color: c, width: 8 });
  if (kind === "chip")
    return (
      `<rect x="${x - 32}" y="${y - 32}" width="64" height="64" rx="12" fill="${c}"/><rect x="${x - 14}" y="${y - 14}" width="28" height="28" rx="5" fill="${p.surface}"/>` +
      [-20, 0, 20]
        .map(
          (d) =>
            `<rect x="${x + d - 3}" y="${y - 46}" width="6" height="12" rx="3" fill="${c}"/><rect x="${x + d - 3}" y="${y + 34}" width="6" height="12" rx="3" fill="${c}"/>`,
        )
        .join("")
    );
  return `<circle cx="${x}" cy="${y}" r="34" fill="${c}"/>`;
}

function figFlow(p, r, defs, W, H) {
  let s = "";
  const kinds = r.shuffle(["hand", "wave", "chip", "screen"]).slice(0, 2).concat(["check"]);
  const cw = 270;
  const ch = 300;
  const gap = (W - 3 * cw) / 4;
  const y = H / 2 - ch / 2 + r.range(-20, 20);
  for (let i = 0; i < 3; i++) {
    const x = gap + i * (cw + gap);
    const c = p.accents[i % p.accents.length];
    s += `<rect x="${n(x + 10)}" y="${n(y + 16)}" width="${cw}" height="${ch}" rx="32" fill="${p.ink}" opacity="0.07"/>`;
    s += `<rect x="${n(x)}" y="${n(y)}" width="${cw}" height="${ch}" rx="32" fill="#ffffff"/>`;
    s += `<rect x="${n(x)}" y="${n(y)}" width="${cw}" height="10" rx="5" fill="${c}" opacity="0.9"/>`;
    s += `<circle cx="${n(x + cw / 2)}" cy="${n(y + 120)}" r="74" fill="${lighten(c, 0.82)}"/>`;
    s += iconGlyph(kinds[i], x + cw / 2, y + 120, c, p);
    s += `<rect x="${n(x + 50)}" y="${n(y + 226)}" width="${cw - 100}" height="14" rx="7" fill="${p.ink}" opacity="0.75"/>`;
    s += `<rect x="${n(x + 80)}" y="${n(y + 254)}" width="${cw - 160}" height="12" rx="6" fill="${p.ink}" opacity="0.25"/>`;
    if (i < 2) {
      const ax = x + cw + 18;
      const ay = y + ch / 2;
      s += `<path d="M${n(ax)} ${n(ay)} H${n(ax + gap - 44)}" stroke="${p.ink}" stroke-width="6" stroke-linecap="round" stroke-dasharray="1 14" opacity="0.6"/>`;
      s += `<path d="M${n(ax + gap - 52)} ${n(ay - 14)} l16 14 l-16 14" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.75"/>`;
    }
  }
  return s;
}

function figMetrics(p, r, _defs, _W, _H) {
  let s = "";
  // card 1: donut
  const c1x = 110;
  const cy = 150;
  const ch = 550;
  s += `<rect x="${c1x}" y="${cy}" width="440" height="${ch}" rx="36" fill="#ffffff"/>`;
  const dcx = c1x + 220;
  const dcy = cy + 250;
  const R = 130;
  const circ = 2 * Math.PI * R;
  let acc = 0;
  const parts = [r.range(0.35, 0.5), r.range(0.2, 0.3)];
  parts.push(1 - parts[0] - parts[1] - 0.06);
  s += `<circle cx="${dcx}" cy="${dcy}" r="${R}" fill="none" stroke="${p.ink}" stroke-width="44" opacity="0.07"/>`;
  parts.forEach((f, i) => {
    s += `<circle cx="${dcx}" cy="${dcy}" r="${R}" fill="none" stroke="${p.accents[i]}" stroke-width="44" stroke-dasharray="${n(circ * f - 10)} ${n(circ)}" stroke-dashoffset="${n(-circ * acc)}" transform="rotate(-90 ${dcx} ${dcy})"/>`;
    acc += f + 0.02;
  });
  s += hand({ x: dcx, y: dcy + 22, scale: 0.5, fill: p.ink, pose: "open", opacity: 0.85 });
  for (let i = 0; i < 3; i++) {
    s += `<circle cx="${c1x + 80}" cy="${cy + 450 + i * 0}" r="0" fill="none"/>`;
    s += `<rect x="${c1x + 70 + i * 110}" y="${cy + 460}" width="24" height="24" rx="7" fill="${p.accents[i]}"/><rect x="${c1x + 102 + i * 110}" y="${cy + 465}" width="56" height="14" rx="7" fill="${p.ink}" opacity="0.25"/>`;
  }
  // card 2: bars + line
  const c2x = 600;
  const cw = 570;
  s += `<rect x="${c2x}" y="${cy}" width="${cw}" height="${ch}" rx="36" fill="#ffffff"/>`;
  const bars = 7;
  const base = cy + ch - 70;
  const bw = 44;
  const step = (cw - 100) / bars;
  let d = "";
  for (let i = 0; i < bars; i++) {
    const bh = 70 + (i / bars) * 250 + r.range(-30, 50);
    const x = c2x + 50 + i * step + (step - bw) / 2;
    s += `<rect x="${n(x)}" y="${n(base - bh)}" width="${bw}" height="${n(bh)}" rx="14" fill="${i === bars - 1 ? p.accents[1] : lighten(p.accents[0], 0.35)}"/>`;
    d += `${i ? "L" : "M"}${n(x + bw / 2)} ${n(base - bh - 60 - r.range(0, 30))} `;
  }
  s += `<path d="${d}" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<rect x="${c2x + 50}" y="${cy + 50}" width="180" height="18" rx="9" fill="${p.ink}" opacity="0.75"/>`;
  s += `<rect x="${c2x + 50}" y="${cy + 84}" width="110" height="14" rx="7" fill="${p.ink}" opacity="0.25"/>`;
  s += `<line x1="${c2x + 40}" y1="${base + 2}" x2="${c2x + cw - 40}" y2="${base + 2}" stroke="${p.ink}" stroke-width="3" opacity="0.2"/>`;
  return s;
}

function figCaption(p, r, defs, _W, _H) {
  let s = "";
  const sx = 150;
  const sy = 90;
  const sw = 980;
  const sh = 560;
  s += `<rect x="${sx + 14}" y="${sy + 20}" width="${sw}" height="${sh}" rx="30" fill="${p.ink}" opacity="0.1"/>`;
  s += `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="30" fill="${p.ink}"/>`;
  const vid = defs.linear([mix(p.accents[0], p.ink, 0.25), mix(p.accents[1], p.ink, 0.4)], { x1: 0, y1: 0, x2: 1, y2: 1 });
  s += `<rect x="${sx + 16}" y="${sy + 16}" width="${sw - 32}" height="${sh - 32}" rx="20" fill="${vid}"/>`;
  // speaker silhouette
  const px = sx + sw * r.range(0.36, 0.46);
  s += `<path d="M${n(px - 170)} ${sy + sh - 16} C${n(px - 170)} ${sy + 330} ${n(px - 90)} ${sy + 300} ${n(px)} ${sy + 300} C${n(px + 90)} ${sy + 300} ${n(px + 170)} ${sy + 330} ${n(px + 170)} ${sy + sh - 16} Z" fill="${lighten(p.ink, 0.25)}"/>`;
  s += `<circle cx="${n(px)}" cy="${sy + 210}" r="78" fill="${lighten(p.ink, 0.35)}"/>`;
  // ASL overlay inset
  const ix = sx + sw - 300;
  const iy = sy + 50;
  s += `<rect x="${ix}" y="${iy}" width="240" height="250" rx="24" fill="${p.surface}" opacity="0.95"/>`;
  s += `<rect x="${ix}" y="${iy}" width="240" height="250" rx="24" fill="none" stroke="${p.accents[0]}" stroke-width="5"/>`;
  const clip = defs.raw((id) => `<clipPath id="${id}"><rect x="${ix}" y="${iy}" width="240" height="250" rx="24"/></clipPath>`);
  s += `<g clip-path="url(#${clip})">${hand({ x: ix + 120, y: iy + 165, scale: 0.8, rotate: r.range(-12, 12), fill: p.accents[1], pose: r.pick(["ily", "peace", "open", "flat"]) })}</g>`;
  // caption bars
  const cy = sy + sh - 120;
  s += `<rect x="${sx + 150}" y="${cy}" width="${sw - 300}" height="78" rx="16" fill="#000" opacity="0.55"/>`;
  s += `<rect x="${sx + 190}" y="${cy + 20}" width="${n((sw - 380) * r.range(0.7, 0.95))}" height="14" rx="7" fill="#ffffff" opacity="0.95"/>`;
  s += `<rect x="${sx + 190}" y="${cy + 46}" width="${n((sw - 380) * r.range(0.35, 0.6))}" height="14" rx="7" fill="#ffffff" opacity="0.8"/>`;
  // player controls
  s += `<rect x="${sx + 120}" y="${sy + sh + 44}" width="${sw - 240}" height="10" rx="5" fill="${p.ink}" opacity="0.15"/>`;
  s += `<rect x="${sx + 120}" y="${sy + sh + 44}" width="${n((sw - 240) * r.range(0.3, 0.7))}" height="10" rx="5" fill="${p.accents[0]}"/>`;
  return s;
}

function figLayers(p, r, defs, W, _H) {
  let s = "";
  const cx = W / 2 + r.range(-40, 40);
  const layers = 3;
  for (let i = layers - 1; i >= 0; i--) {
    const y = 560 - i * 150;
    const c = p.accents[i % p.accents.length];
    const w = 520;
    const h = 300;
    // isometric rhombus
    const pts = `${n(cx)},${n(y - h / 2)} ${n(cx + w / 2)},${n(y)} ${n(cx)},${n(y + h / 2)} ${n(cx - w / 2)},${n(y)}`;
    s += `<polygon points="${n(cx)},${n(y - h / 2 + 26)} ${n(cx + w / 2)},${n(y + 26)} ${n(cx)},${n(y + h / 2 + 26)} ${n(cx - w / 2)},${n(y + 26)}" fill="${darken(c, 0.25)}"/>`;
    s += `<polygon points="${pts}" fill="${c}"/>`;
    s += `<polygon points="${pts}" fill="#ffffff" opacity="0.18" transform="translate(0 0)"/>`;
    if (i === layers - 1) {
      s += hand({ x: cx, y: y - 20, scale: 0.62, fill: "#ffffff", pose: r.pick(["open", "ily", "peace"]), opacity: 0.95 });
    } else if (i === 1) {
      for (let k = 0; k < 5; k++)
        s += `<circle cx="${n(cx - 120 + k * 60)}" cy="${n(y + (k % 2 ? -12 : 12))}" r="12" fill="#ffffff" opacity="0.85"/>`;
      s += `<path d="M${n(cx - 120)} ${n(y + 12)} L${n(cx - 60)} ${n(y - 12)} L${n(cx)} ${n(y + 12)} L${n(cx + 60)} ${n(y - 12)} L${n(cx + 120)} ${n(y + 12)}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`;
    } else {
      s += `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="70" ry="38" fill="${p.ink}" opacity="0.85"/><ellipse cx="${n(cx)}" cy="${n(y)}" rx="30" ry="16" fill="#ffffff" opacity="0.9"/>`;
    }
  }
  // side labels as abstract bars with connector lines
  for (let i = 0; i < 3; i++) {
    const y = 560 - i * 150;
    const side = (i + r.int(0, 1)) % 2 ? 1 : -1;
    const lx = cx + side * 280;
    const ex = cx + side * 380;
    s += `<line x1="${n(lx)}" y1="${y}" x2="${n(ex)}" y2="${y}" stroke="${p.ink}" stroke-width="3" opacity="0.4"/>`;
    s += `<circle cx="${n(lx)}" cy="${y}" r="7" fill="${p.ink}"/>`;
    const bx = side > 0 ? ex + 16 : ex - 16 - 130;
    s += `<rect x="${n(bx)}" y="${y - 18}" width="130" height="14" rx="7" fill="${p.ink}" opacity="0.75"/><rect x="${n(bx)}" y="${y + 6}" width="90" height="12" rx="6" fill="${p.ink}" opacity="0.25"/>`;
  }
  return s;
}

const FIGURE_TYPES = [figLandmarks, figFlow, figMetrics, figCaption, figLayers];

export function figureSvg({ id, category }, index) {
  const W = BLOG_W;
  const H = BLOG_H;
  const p = paletteFor(category);
  const r = rng(`figure:${id}:${index}`);
  const defs = new Defs("f");
  // a bespoke scene matching the figure's alt text where one exists, else a generic diagram
  const type = BESPOKE_FIGURES[`${id}:${index}`] || FIGURE_TYPES[(hashString(`figtype:${id}`) + index) % FIGURE_TYPES.length];
  const glows = [
    { color: p.accents[0], x: r.range(0, W), y: r.range(0, H * 0.4), r: 420, opacity: 0.18 },
    { color: p.accents[1], x: r.range(0, W), y: r.range(H * 0.6, H), r: 380, opacity: 0.16 },
  ];
  let body = background({ w: W, h: H, defs, c1: p.light[0], c2: p.light[1], glows, r, dots: p.ink, dotOpacity: 0.07 });
  body += confetti(r, p, W, H, 5, [[100, 60, W - 200, H - 120]]);
  body += type(p, r, defs, W, H);
  return svgDoc(W, H, body, defs.toString());
}

// ---------- driver ----------
export function parseFrontmatter(src) {
  const lines = src.split(/\r?\n/);
  if (lines[0].trim() !== "---") return null;
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === "---");
  if (end < 0) return null;
  return YAML.parse(lines.slice(1, end).join("\n"));
}

function safeTarget(dir, rel) {
  if (typeof rel !== "string" || !rel.trim()) return null;
  const target = path.resolve(dir, rel.trim());
  if (!target.startsWith(path.resolve(dir) + path.sep)) return null;
  return target;
}

export async function generateBlog(root, log) {
  const blogDir = path.join(root, "content", "blog");
  let entries = [];
  try {
    entries = (await fs.readdir(blogDir, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  } catch {
    log.warn(`blog: ${blogDir} not found, skipping`);
    return;
  }
  let covers = 0;
  let figures = 0;
  for (const name of entries) {
    const dir = path.join(blogDir, name);
    const mdx = path.join(dir, "index.mdx");
    let fm;
    try {
      fm = parseFrontmatter(await fs.readFile(mdx, "utf8"));
    } catch (e) {
      if (e.code === "ENOENT") log.warn(`blog/${name}: no index.mdx yet, skipping`);
      else log.warn(`blog/${name}: could not parse frontmatter (${e.message.split("\n")[0]}), skipping`);
      continue;
    }
    if (!fm || typeof fm !== "object") {
      log.warn(`blog/${name}: no frontmatter, skipping`);
      continue;
    }
    const post = { id: String(fm.id ?? fm.slug ?? name), category: fm.category };
    if (fm.category && !CATEGORY_PALETTES[fm.category]) log.warn(`blog/${name}: unknown category "${fm.category}", using a fallback palette`);
    const cover = safeTarget(dir, fm.cover);
    if (cover) {
      await writeByExtension(cover, coverSvg(post));
      covers++;
    } else if (fm.cover) log.warn(`blog/${name}: cover path "${fm.cover}" is outside the post folder, skipped`);
    const figs = Array.isArray(fm.figures) ? fm.figures : [];
    for (let i = 0; i < figs.length; i++) {
      const rel = typeof figs[i] === "string" ? figs[i] : figs[i]?.image;
      const target = safeTarget(dir, rel);
      if (!target) {
        if (rel) log.warn(`blog/${name}: figure path "${rel}" is outside the post folder, skipped`);
        continue;
      }
      await writeByExtension(target, figureSvg(post, i));
      figures++;
    }
  }
  log.info(`blog: ${entries.length} post folders, ${covers} covers, ${figures} figures`);
}
