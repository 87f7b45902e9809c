// Illustrated, friendly abstract portraits: author avatars and hero avatars.
import fs from "node:fs/promises";
import path from "node:path";
import YAML from "yaml";
import { rng, n, Defs, svgDoc, mix, lighten, darken, writeByExtension, writeJpeg } from "./lib.mjs";

export const SKIN = ["#f7dcc8", "#efc3a0", "#deaa82", "#c68a5c", "#a8704a", "#8d5524", "#6b4226", "#4e3022"];
export const HAIR = ["#1f1a17", "#3b2619", "#5a3825", "#8a5a35", "#b5651d", "#d9a066", "#c9c3bb", "#2d2a3e"];
export const BGS = [
  ["#c7d2fe", "#a5f3fc"],
  ["#fed7aa", "#fecdd3"],
  ["#bbf7d0", "#a7f3d0"],
  ["#e9d5ff", "#c7d2fe"],
  ["#fde68a", "#fed7aa"],
  ["#bae6fd", "#ddd6fe"],
  ["#fecdd3", "#fbcfe8"],
  ["#d9f99d", "#bbf7d0"],
  ["#99f6e4", "#bae6fd"],
  ["#fbcfe8", "#ddd6fe"],
];
export const CLOTHES = ["#3d3bd4", "#0f766e", "#e76f51", "#264653", "#7c3aed", "#db2777", "#f59e0b", "#2563eb", "#15803d", "#475569"];
export const HAIR_STYLES = ["short", "long", "bun", "curly", "afro", "headscarf", "buzz", "bob", "wavy", "bald"];

/** Describe a person deterministically from a seed, with optional overrides. */
export function personFromSeed(seed, overrides = {}) {
  const r = rng(`person:${seed}`);
  return {
    skin: r.pick(SKIN),
    hair: r.pick(HAIR),
    style: r.pick(HAIR_STYLES),
    bg: r.pick(BGS),
    clothes: r.pick(CLOTHES),
    neckline: r.pick(["round", "v", "collar", "turtle"]),
    glasses: r.chance(0.3),
    earrings: r.chance(0.25),
    beard: r.chance(0.15),
    scarf: r.pick(CLOTHES),
    tilt: r.range(-4, 4),
    deco: r.int(0, 2),
    ...overrides,
  };
}

/** Head-and-shoulders portrait in a 400x400 box; output scaled to `size`. */
export function portraitSvg(look, size = 400, { decorated = true } = {}) {
  const P = look;
  const defs = new Defs("p");
  const r = rng(`deco:${JSON.stringify(P)}`);
  const skinShade = darken(P.skin, 0.12);
  const ink = darken(mix(P.skin, "#1f2330", 0.85), 0.2);
  let s = `<rect width="400" height="400" fill="${defs.linear([P.bg[0], P.bg[1]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  if (decorated) {
    const accent = darken(P.bg[1], 0.12);
    if (P.deco === 0)
      s += `<circle cx="${n(r.range(290, 340))}" cy="${n(r.range(70, 120))}" r="${n(r.range(50, 70))}" fill="#ffffff" opacity="0.35"/><circle cx="${n(r.range(40, 90))}" cy="${n(r.range(250, 300))}" r="26" fill="none" stroke="${accent}" stroke-width="6" opacity="0.5"/>`;
    else if (P.deco === 1)
      s += `<circle cx="200" cy="190" r="150" fill="#ffffff" opacity="0.28"/><circle cx="200" cy="190" r="180" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`;
    else for (let i = 0; i < 5; i++) s += `<path d="M${-20 + i * 100} 420 L${80 + i * 100} -20" stroke="#ffffff" stroke-width="30" opacity="0.16"/>`;
  }
  let back = "";
  let front = "";
  const hair = P.hair;
  switch (P.style) {
    case "long":
      back += `<path d="M128 170 C120 90 280 90 272 170 L284 330 C250 345 150 345 116 330 Z" fill="${hair}"/>`;
      front += `<path d="M136 178 C128 100 176 88 208 92 C250 96 274 126 266 178 C256 138 226 122 198 130 C176 136 154 150 136 178 Z" fill="${hair}"/>`;
      break;
    case "bob":
      back += `<path d="M124 175 C118 92 282 92 276 175 L282 262 C256 276 144 276 118 262 Z" fill="${hair}"/>`;
      front += `<path d="M134 176 C126 100 274 100 266 176 C262 150 240 128 200 124 C170 124 150 140 134 176 Z" fill="${hair}"/>`;
      break;
    case "bun":
      back += `<circle cx="200" cy="84" r="34" fill="${hair}"/>`;
      front += `<path d="M136 172 C132 104 170 96 200 96 C236 96 270 108 264 172 C250 136 230 124 200 124 C170 124 150 136 136 172 Z" fill="${hair}"/>`;
      break;
    case "curly": {
      for (let a = 175; a <= 365; a += 19) {
        const rad = (a * Math.PI) / 180;
        back += `<circle cx="${n(200 + 74 * Math.cos(rad))}" cy="${n(168 + 74 * Math.sin(rad))}" r="${n(26 + ((a / 19) % 2) * 4)}" fill="${hair}"/>`;
      }
      back += `<ellipse cx="200" cy="150" rx="78" ry="60" fill="${hair}"/>`;
      for (let k = 0; k < 5; k++) front += `<circle cx="${150 + k * 25}" cy="${118 + Math.abs(k - 2) * 6}" r="17" fill="${hair}"/>`;
      break;
    }
    case "afro":
      back += `<circle cx="200" cy="160" r="108" fill="${hair}"/>`;
      front += `<path d="M140 160 C150 120 250 120 260 160 C255 130 230 112 200 112 C170 112 145 130 140 160 Z" fill="${hair}"/>`;
      break;
    case "wavy":
      back += `<path d="M126 172 C118 88 282 88 274 172 C290 220 270 250 286 290 C250 306 150 306 114 290 C130 250 110 220 126 172 Z" fill="${hair}"/>`;
      front += `<path d="M134 180 C118 76 282 72 266 172 C254 142 238 130 214 128 C196 150 160 150 134 180 Z" fill="${hair}"/>`;
      break;
    case "buzz":
      front += `<path d="M139 168 C136 110 172 100 200 100 C230 100 266 110 261 168 C250 140 230 128 200 128 C172 128 150 140 139 168 Z" fill="${hair}" opacity="0.85"/>`;
      break;
    case "bald":
      front += `<path d="M142 150 C150 148 146 180 140 188 Z" fill="${hair}" opacity="0.6"/><path d="M258 150 C250 148 254 180 260 188 Z" fill="${hair}" opacity="0.6"/>`;
      break;
    case "headscarf":
      break;
    default:
      // short with a side part
      front += `<path d="M136 178 C128 104 170 90 206 94 C246 98 276 122 266 178 C262 150 246 134 226 130 C204 140 170 136 150 150 C144 158 139 168 136 178 Z" fill="${hair}"/>`;
  }

  // shoulders and neck
  const cloth = P.clothes;
  const body = `<path d="M40 440 L46 400 C46 318 104 286 200 286 C296 286 354 318 354 400 L360 440 Z" fill="${cloth}"/>`;
  let neckline = "";
  if (P.neckline === "v") neckline = `<path d="M172 288 L200 330 L228 288 Z" fill="${skinShade}"/>`;
  else if (P.neckline === "collar")
    neckline = `<path d="M176 288 L200 318 L224 288 Z" fill="${skinShade}"/><path d="M168 284 L200 318 L184 330 L160 296 Z" fill="${lighten(cloth, 0.85)}"/><path d="M232 284 L200 318 L216 330 L240 296 Z" fill="${lighten(cloth, 0.85)}"/>`;
  else if (P.neckline === "turtle") neckline = `<rect x="170" y="262" width="60" height="40" rx="16" fill="${darken(cloth, 0.12)}"/>`;
  else neckline = `<path d="M172 288 C176 306 224 306 228 288 Z" fill="${skinShade}"/>`;
  const neck = `<rect x="176" y="228" width="48" height="72" rx="20" fill="${skinShade}"/>`;
  const ears = `<ellipse cx="139" cy="192" rx="12" ry="18" fill="${skinShade}"/><ellipse cx="261" cy="192" rx="12" ry="18" fill="${skinShade}"/>`;
  const head = `<ellipse cx="200" cy="182" rx="62" ry="74" fill="${P.skin}"/>`;
  const face =
    `<circle cx="178" cy="190" r="5.5" fill="${ink}"/><circle cx="222" cy="190" r="5.5" fill="${ink}"/>` +
    `<path d="M184 220 Q200 234 216 220" fill="none" stroke="${ink}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<circle cx="164" cy="212" r="10" fill="#ff7a6b" opacity="0.22"/><circle cx="236" cy="212" r="10" fill="#ff7a6b" opacity="0.22"/>` +
    `<path d="M168 172 Q178 166 188 172" fill="none" stroke="${P.style === "headscarf" ? ink : hair}" stroke-width="4" stroke-linecap="round" opacity="0.75"/>` +
    `<path d="M212 172 Q222 166 232 172" fill="none" stroke="${P.style === "headscarf" ? ink : hair}" stroke-width="4" stroke-linecap="round" opacity="0.75"/>`;
  const beard =
    P.beard && P.style !== "headscarf"
      ? `<path d="M140 190 C142 250 172 262 200 262 C228 262 258 250 260 190 C254 226 238 238 224 232 C214 228 186 228 176 232 C162 238 146 226 140 190 Z" fill="${hair}"/><path d="M184 222 Q200 232 216 222" fill="none" stroke="${P.skin}" stroke-width="4" stroke-linecap="round"/>`
      : "";
  const glasses = P.glasses
    ? `<g fill="none" stroke="${ink}" stroke-width="4"><circle cx="178" cy="190" r="17"/><circle cx="222" cy="190" r="17"/><path d="M195 189 Q200 185 205 189"/><path d="M161 186 L142 180"/><path d="M239 186 L258 180"/></g>`
    : "";
  const earrings =
    P.earrings && P.style !== "headscarf" ? `<circle cx="139" cy="214" r="5" fill="#f5c542"/><circle cx="261" cy="214" r="5" fill="#f5c542"/>` : "";

  let person;
  if (P.style === "headscarf") {
    const sc = P.scarf;
    person =
      body +
      `<path d="M118 190 C112 90 288 90 282 190 C290 250 268 300 300 320 C250 340 150 340 100 320 C132 300 110 250 118 190 Z" fill="${sc}"/>` +
      `<path d="M118 190 C112 90 288 90 282 190" fill="none" stroke="${darken(sc, 0.12)}" stroke-width="8"/>` +
      `<ellipse cx="200" cy="188" rx="56" ry="66" fill="${P.skin}"/>` +
      `<path d="M142 160 C150 112 250 112 258 160 C244 132 222 122 200 122 C178 122 156 132 142 160 Z" fill="${darken(sc, 0.1)}"/>` +
      face.replace(/cy="190"/g, 'cy="192"') +
      glasses;
  } else {
    person = back + body + neck + neckline + ears + head + earrings + beard + face + glasses + front;
  }
  s += `<g transform="rotate(${n(P.tilt)} 200 300)">${person}</g>`;
  return svgDoc(size, size, s, defs.toString(), "0 0 400 400");
}

/** Curated looks for the known authors; new authors get a seeded look. */
const AUTHOR_LOOKS = {
  "maya-okafor": {
    skin: SKIN[6],
    hair: HAIR[0],
    style: "afro",
    bg: BGS[1],
    clothes: "#0f766e",
    neckline: "round",
    glasses: false,
    earrings: true,
    beard: false,
    deco: 1,
  },
  "daniel-reyes": {
    skin: SKIN[3],
    hair: HAIR[1],
    style: "short",
    bg: BGS[0],
    clothes: "#e76f51",
    neckline: "collar",
    glasses: false,
    earrings: false,
    beard: true,
    deco: 0,
  },
  "priya-natarajan": {
    skin: SKIN[4],
    hair: HAIR[0],
    style: "long",
    bg: BGS[3],
    clothes: "#f59e0b",
    neckline: "v",
    glasses: true,
    earrings: true,
    beard: false,
    deco: 2,
  },
  "sam-whitfield": {
    skin: SKIN[0],
    hair: HAIR[5],
    style: "wavy",
    bg: BGS[2],
    clothes: "#264653",
    neckline: "turtle",
    glasses: true,
    earrings: false,
    beard: false,
    deco: 1,
  },
};

export async function generateAuthors(root, log) {
  const file = path.join(root, "data", "authors.yaml");
  let list;
  try {
    list = YAML.parse(await fs.readFile(file, "utf8"));
  } catch (e) {
    log.warn(`authors: cannot read ${file} (${e.message.split("\n")[0]}), skipping`);
    return;
  }
  if (!Array.isArray(list)) return log.warn("authors: authors.yaml is not a list, skipping");
  let count = 0;
  for (const a of list) {
    if (!a?.avatar || !a?.id) continue;
    const target = path.resolve(path.dirname(file), a.avatar);
    const look = personFromSeed(a.id, AUTHOR_LOOKS[a.id] || {});
    await writeByExtension(target, portraitSvg(look, 400));
    count++;
  }
  log.info(`authors: ${count} portraits`);
}

/** Nine deliberately varied people for the hero section. */
const HERO = [
  { skin: SKIN[1], hair: HAIR[4], style: "bun", bg: BGS[8], clothes: "#3d3bd4", neckline: "round" },
  { skin: SKIN[7], hair: HAIR[0], style: "buzz", bg: BGS[4], clothes: "#0f766e", neckline: "collar", beard: true },
  { skin: SKIN[4], hair: HAIR[0], style: "headscarf", bg: BGS[6], clothes: "#7c3aed", scarf: "#0f766e", neckline: "round" },
  { skin: SKIN[2], hair: HAIR[2], style: "curly", bg: BGS[5], clothes: "#e76f51", neckline: "v", glasses: true },
  { skin: SKIN[0], hair: HAIR[6], style: "bald", bg: BGS[7], clothes: "#264653", neckline: "turtle", glasses: true, beard: true },
  { skin: SKIN[5], hair: HAIR[0], style: "afro", bg: BGS[9], clothes: "#f59e0b", neckline: "round", earrings: true },
  { skin: SKIN[3], hair: HAIR[1], style: "long", bg: BGS[2], clothes: "#db2777", neckline: "v" },
  { skin: SKIN[1], hair: HAIR[7], style: "short", bg: BGS[1], clothes: "#2563eb", neckline: "collar" },
  { skin: SKIN[6], hair: HAIR[3], style: "bob", bg: BGS[3], clothes: "#15803d", neckline: "round", earrings: true },
];

export async function generateHeroAvatars(root, log) {
  for (let i = 0; i < HERO.length; i++) {
    const look = personFromSeed(`hero-${i + 1}`, { glasses: false, earrings: false, beard: false, ...HERO[i] });
    await writeJpeg(path.join(root, "data", "images", "avatars", `avatar-${i + 1}.jpg`), portraitSvg(look, 160, { decorated: false }), {
      quality: 80,
    });
  }
  log.info(`hero avatars: ${HERO.length}`);
}
