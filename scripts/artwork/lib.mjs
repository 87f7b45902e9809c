// Shared helpers for the artwork generator: seeded randomness, colours,
// SVG building blocks and sharp writers. Everything here is deterministic.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** FNV-1a 32-bit hash of a string. */
export function hashString(str) {
  let h = 0x811c9dc5;
  const s = String(str);
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Seeded PRNG (mulberry32) with a few convenience methods. */
export function rng(seed) {
  let a = hashString(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    shuffle: (arr) => {
      const out = arr.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

/** Round for compact, stable SVG output. */
export const n = (v) => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? 0 : r;
};

export function esc(s) {
  return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// ---------- colour ----------
export function hexToRgb(hex) {
  let h = hex.replace("#", "");
  if (h.length === 3)
    h = h
      .split("")
      .map((c) => c + c)
      .join("");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
export function rgbToHex([r, g, b]) {
  return (
    "#" +
    [r, g, b]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}
export function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}
export const lighten = (c, t) => mix(c, "#ffffff", t);
export const darken = (c, t) => mix(c, "#000000", t);
export function luminance(hex) {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// ---------- SVG ----------
/** Collects <defs> with unique ids for one SVG document. */
export class Defs {
  constructor(prefix = "d") {
    this.prefix = prefix;
    this.items = [];
    this.count = 0;
  }
  id() {
    return `${this.prefix}${this.count++}`;
  }
  linear(stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 1 } = {}) {
    const id = this.id();
    const s = stops
      .map((st, i) => {
        const [color, offset, opacity] = Array.isArray(st) ? st : [st, i / Math.max(1, stops.length - 1), 1];
        return `<stop offset="${n(offset)}" stop-color="${color}"${opacity !== 1 ? ` stop-opacity="${n(opacity)}"` : ""}/>`;
      })
      .join("");
    this.items.push(`<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  /** Soft radial "glow": colour at the centre fading to transparent. */
  glow(color, opacity = 0.6) {
    const id = this.id();
    this.items.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${n(opacity)}"/>` +
        `<stop offset="0.55" stop-color="${color}" stop-opacity="${n(opacity * 0.45)}"/>` +
        `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(std) {
    const id = this.id();
    this.items.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`);
    return `url(#${id})`;
  }
  raw(markupFn) {
    const id = this.id();
    this.items.push(markupFn(id));
    return id;
  }
  toString() {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

export function svgDoc(width, height, body, defs = "", viewBox = `0 0 ${width} ${height}`) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${defs}${body}</svg>`;
}

// ---------- writers ----------
async function atomicWrite(file, buf) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  await fs.writeFile(tmp, buf);
  await fs.rename(tmp, file);
  return buf.length;
}

export const written = [];

function record(file, bytes) {
  written.push({ file, bytes });
  return bytes;
}

export async function rasterJpeg(svg, { quality = 78 } = {}) {
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:2:0" }).toBuffer();
}

export async function writeJpeg(file, svg, opts) {
  return record(file, await atomicWrite(file, await rasterJpeg(svg, opts)));
}

export async function writePng(file, svg, { palette = true, quality = 90, colours = 256, dither = 1 } = {}) {
  const buf = await sharp(Buffer.from(svg))
    .png(palette ? { palette: true, quality, colours, dither, effort: 10, compressionLevel: 9 } : { compressionLevel: 9, effort: 10 })
    .toBuffer();
  return record(file, await atomicWrite(file, buf));
}

export async function writeText(file, text) {
  return record(file, await atomicWrite(file, Buffer.from(text, "utf8")));
}

/** Write an image choosing the format from the file extension. */
export async function writeByExtension(file, svg) {
  const ext = path.extname(file).toLowerCase();
  if (ext === ".png") return writePng(file, svg, { dither: 1 });
  if (ext === ".webp") {
    const buf = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
    return record(file, await atomicWrite(file, buf));
  }
  if (ext === ".svg") return writeText(file, svg);
  return writeJpeg(file, svg);
}

const measureCache = new Map();
/** Width in px of text as rendered by librsvg (the same renderer that draws the artwork). */
export async function measureText(text, { size, weight = 700, family = FONT, letterSpacing = 0 }) {
  const key = JSON.stringify([text, size, weight, family, letterSpacing]);
  if (measureCache.has(key)) return measureCache.get(key);
  const w = Math.ceil(text.length * size * 1.1 + 40);
  const h = Math.ceil(size * 2);
  const svg = svgDoc(
    w,
    h,
    `<rect width="100%" height="100%" fill="#fff"/><text x="10" y="${n(size * 1.4)}" font-family="${family}" font-size="${size}" font-weight="${weight}" letter-spacing="${letterSpacing}" fill="#000">${esc(text)}</text>`,
  );
  const { info } = await sharp(Buffer.from(svg))
    .flatten({ background: "#fff" })
    .trim({ background: "#ffffff", threshold: 20 })
    .toBuffer({ resolveWithObject: true });
  const res = { width: info.width, left: -(info.trimOffsetLeft ?? 0) - 10 };
  measureCache.set(key, res);
  return res;
}

/** Run async jobs with limited concurrency. */
export async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let i = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (i < items.length) {
      const idx = i++;
      results[idx] = await fn(items[idx], idx);
    }
  });
  await Promise.all(workers);
  return results;
}
