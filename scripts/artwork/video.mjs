// The silent intro clip (static/video/intro.webm), its poster and English captions.
// Frames are SVG rasterised with sharp, then encoded to VP9 with the system ffmpeg.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import sharp from "sharp";
import { rng, n, Defs, svgDoc, mix, writeJpeg, writeText, pool, written, FONT } from "./lib.mjs";
import { BRAND } from "./palettes.mjs";
import { hand, landmarkPoints, LANDMARK_EDGES, cursor, gMark } from "./shapes.mjs";
import { personFront } from "./figures.mjs";
import { personFromSeed, SKIN } from "./people.mjs";

const run = promisify(execFile);
export const FPS = 12;
export const SECONDS = 12;
const W = 960;
const H = 540;

const clamp = (v, lo = 0, hi = 1) => Math.max(lo, Math.min(hi, v));
const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
/** 0..1 progress of time t through [a, b]. */
const span = (t, a, b) => ease(clamp((t - a) / (b - a)));

// One fixed landmark layout so points don't jitter between frames.
const LM = landmarkPoints(rng("video-landmarks"));

// Timed captions; the same text goes into intro.en.vtt.
export const CUES = [
  [0, 2, "[A large screen shows a presentation slide. A hand rises in front of it.]"],
  [2, 4, "[Tracking points appear on the joints of the hand. On screen: “Hand detected”]"],
  [4, 7, "[The hand sweeps across the screen and a cursor follows it]"],
  [7, 8.5, "[The hand points and the highlighted tile is selected]"],
  [8.5, 11, "[A caption window with a signing interpreter slides in. Caption: “Captions and ASL overlay on”]"],
  [11, 12, "[Gestura logo. On screen: “Touchless. Inclusive. Intelligent.”]"],
];

function tiles(sel, pulse) {
  // 3x2 grid of app tiles on the slide area
  let s = "";
  const x0 = 250;
  const y0 = 150;
  const tw = 150;
  const th = 100;
  const cols = [BRAND.indigo, BRAND.teal, BRAND.coral, BRAND.sun, "#7c3aed", "#0ea5e9"];
  for (let i = 0; i < 6; i++) {
    const x = x0 + (i % 3) * (tw + 20);
    const y = y0 + Math.floor(i / 3) * (th + 20);
    const active = i === 4;
    const lift = active ? sel * 6 : 0;
    s += `<rect x="${x}" y="${n(y - lift)}" width="${tw}" height="${th}" rx="16" fill="${active ? mix("#e6e9f4", cols[i], sel) : "#e6e9f4"}"/>`;
    s += `<circle cx="${x + tw / 2}" cy="${n(y + th / 2 - lift)}" r="22" fill="${active ? mix(cols[i], "#ffffff", sel) : cols[i]}"/>`;
    if (active && pulse > 0 && pulse < 1)
      s += `<rect x="${n(x - pulse * 18)}" y="${n(y - lift - pulse * 18)}" width="${n(tw + pulse * 36)}" height="${n(th + pulse * 36)}" rx="${n(16 + pulse * 10)}" fill="none" stroke="${cols[i]}" stroke-width="4" opacity="${n(1 - pulse)}"/>`;
  }
  return s;
}

/** One frame at time t (seconds). */
export function frameSvg(t) {
  const defs = new Defs("v");
  let s = `<rect width="${W}" height="${H}" fill="${defs.linear([BRAND.deep, "#27247a"], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  s += `<ellipse cx="480" cy="250" rx="520" ry="330" fill="${defs.glow(BRAND.indigo, 0.75)}"/>`;
  // the screen
  s += `<rect x="180" y="50" width="600" height="370" rx="20" fill="#0d1024"/>`;
  s += `<rect x="194" y="64" width="572" height="342" rx="10" fill="#f6f7fb"/>`;
  s += `<rect x="250" y="92" width="200" height="16" rx="8" fill="${BRAND.indigo}"/><rect x="250" y="118" width="130" height="10" rx="5" fill="#c9cfe3"/>`;
  const sel = span(t, 7.2, 7.8);
  const pulse = clamp((t - 7.4) / 0.9);
  s += tiles(sel, pulse);
  // "Hand detected" chip
  const chip = span(t, 2.2, 2.7) * (1 - span(t, 8.5, 9));
  if (chip > 0)
    s += `<g opacity="${n(chip)}"><rect x="600" y="84" width="150" height="30" rx="15" fill="${BRAND.teal}"/><circle cx="618" cy="99" r="5" fill="#ffffff"/><text x="630" y="104" font-family="${FONT}" font-weight="700" font-size="13" fill="#ffffff">Hand detected</text></g>`;
  s += `<rect x="440" y="420" width="80" height="10" rx="3" fill="#0d1024"/>`;

  // hand path: rises (0-2 s), rests (2-4), sweeps left→right (4-7), holds and points (7-8.5), lowers a bit
  const rise = span(t, 0.2, 1.8);
  const sweep = span(t, 4, 7);
  let hx = 300 + sweep * 300 - span(t, 7, 8) * 40;
  let hy = 700 - rise * 300 + Math.sin(t * 2.2) * 4;
  const settle = span(t, 8.5, 10);
  hx += settle * -140;
  hy += settle * 30;
  const rot = -10 + sweep * 18 - settle * 8;
  const pose = t >= 7 && t < 8.6 ? "point" : "open";
  const scale = 1.05;
  s += hand({ x: hx, y: hy, scale, rotate: rot, fill: "#f3e3d3", sleeve: BRAND.coral, pose, shadow: "#000" });

  // landmarks pop in one by one (2-3.4 s) and follow the hand while it's open
  const lmShown = Math.floor(span(t, 2, 3.4) * 21 + 0.001);
  if (lmShown > 0 && pose === "open") {
    const a = (rot * Math.PI) / 180;
    const P = LM.map(([lx, ly]) => [hx + (lx * Math.cos(a) - ly * Math.sin(a)) * scale, hy + (lx * Math.sin(a) + ly * Math.cos(a)) * scale]);
    let g = "";
    for (const [i, j] of LANDMARK_EDGES)
      if (i < lmShown && j < lmShown) g += `<line x1="${n(P[i][0])}" y1="${n(P[i][1])}" x2="${n(P[j][0])}" y2="${n(P[j][1])}"/>`;
    s += `<g stroke="${BRAND.teal}" stroke-width="3" stroke-linecap="round">${g}</g>`;
    s += P.slice(0, lmShown)
      .map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${BRAND.sun}" stroke="${BRAND.deep}" stroke-width="2"/>`)
      .join("");
  }

  // cursor follows the index fingertip's projection onto the screen, with a short lag
  const follow = span(t, 3.6, 4.2) * (1 - span(t, 8.6, 9.2));
  if (follow > 0) {
    const lag = span(t - 0.25, 4, 7) * 300 - span(t - 0.25, 7, 8) * 40;
    const cx = 300 + lag + 20;
    const cy = 240 + Math.sin((t - 0.25) * 2.2) * 4 + span(t, 6.2, 7) * 40;
    s += `<g opacity="${n(follow)}"><circle cx="${n(cx + 6)}" cy="${n(cy + 8)}" r="20" fill="${BRAND.teal}" opacity="0.3"/>${cursor({ x: cx, y: cy, scale: 1.1, fill: "#ffffff", stroke: BRAND.ink })}</g>`;
  }

  // caption + ASL window slides in from the right (8.5-9.3 s)
  const cw = span(t, 8.5, 9.3) * (1 - span(t, 11, 11.5));
  if (cw > 0) {
    const ox = (1 - cw) * 320;
    const wx = 600 + ox;
    s += `<g opacity="${n(Math.min(1, cw * 1.5))}">`;
    s += `<rect x="${n(wx + 6)}" y="228" width="230" height="210" rx="16" fill="#000" opacity="0.25"/>`;
    const clip = defs.raw((id) => `<clipPath id="${id}"><rect x="${n(wx)}" y="220" width="230" height="210" rx="16"/></clipPath>`);
    const sign = Math.sin(t * 5) * 8;
    const p = personFront({
      x: wx + 115,
      y: 220 + 310,
      h: 280,
      look: personFromSeed("video-signer", { style: "bun", skin: SKIN[5], clothes: "#1f2330", glasses: false }),
      legs: false,
      armL: { a1: -28, a2: -168 + sign, pose: "open" },
      armR: { a1: 28, a2: 168 + sign, pose: t % 1.4 < 0.7 ? "ily" : "flat" },
    });
    s += `<g clip-path="url(#${clip})"><rect x="${n(wx)}" y="220" width="230" height="210" fill="#eef7f6"/>${p.markup}<rect x="${n(wx)}" y="378" width="230" height="52" fill="${BRAND.deep}"/></g>`;
    s += `<rect x="${n(wx)}" y="220" width="230" height="210" rx="16" fill="none" stroke="${BRAND.teal}" stroke-width="4"/>`;
    s += `<text x="${n(wx + 115)}" y="409" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="13" fill="#ffffff">Captions and ASL overlay on</text>`;
    s += `</g>`;
  }

  // end card
  const end = span(t, 11, 11.6);
  if (end > 0) {
    s += `<rect width="${W}" height="${H}" fill="${BRAND.deep}" opacity="${n(end)}"/>`;
    s += `<g opacity="${n(end)}">${gMark({ x: 246, y: 196, size: 84, bg: "#ffffff", fg: BRAND.indigo, accent: BRAND.teal })}`;
    s += `<text x="350" y="266" font-family="${FONT}" font-weight="700" font-size="76" fill="#ffffff">Gestura</text>`;
    s += `<text x="480" y="340" text-anchor="middle" font-family="${FONT}" font-size="28" fill="${BRAND.mint}">Touchless. Inclusive. Intelligent.</text></g>`;
  }
  return svgDoc(W, H, s, defs.toString());
}

function vtt() {
  const ts = (sec) => {
    const m = Math.floor(sec / 60);
    const s = sec - m * 60;
    return `00:${String(m).padStart(2, "0")}:${s.toFixed(3).padStart(6, "0")}`;
  };
  let out = "WEBVTT\n\nNOTE\nThe Gestura intro video has no speech or sound. These captions describe the on-screen action and text.\n\n";
  CUES.forEach(([a, b, text], i) => {
    out += `${i + 1}\n${ts(a)} --> ${ts(b)}\n${text}\n\n`;
  });
  return out;
}

export async function generateVideo(root, log) {
  const dir = path.join(root, "static", "video");
  await fs.mkdir(dir, { recursive: true });
  // poster: the moment the caption window is fully in, rendered at 1280x720
  const poster = frameSvg(9.6).replace(`width="${W}" height="${H}"`, 'width="1280" height="720"');
  await writeJpeg(path.join(dir, "intro-poster.jpg"), poster, { quality: 80 });
  await writeText(path.join(dir, "intro.en.vtt"), vtt());

  const ffmpeg = process.env.FFMPEG || "/usr/bin/ffmpeg";
  try {
    await fs.access(ffmpeg);
  } catch {
    log.warn(`video: ${ffmpeg} not found, intro.webm left as it is`);
    return;
  }
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "gestura-intro-"));
  try {
    const frames = Array.from({ length: FPS * SECONDS }, (_, i) => i);
    await pool(frames, Math.max(1, Math.min(4, os.cpus().length)), async (i) => {
      const file = path.join(tmp, `frame-${String(i).padStart(4, "0")}.png`);
      await sharp(Buffer.from(frameSvg(i / FPS)))
        .png({ compressionLevel: 1 })
        .toFile(file);
    });
    const out = path.join(dir, "intro.webm");
    const tmpOut = path.join(tmp, "intro.webm");
    // single-pass constrained VBR, one thread + bitexact so re-runs give identical bytes; no audio track
    await run(ffmpeg, [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      String(FPS),
      "-i",
      path.join(tmp, "frame-%04d.png"),
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "600k",
      "-maxrate",
      "900k",
      "-bufsize",
      "1200k",
      "-deadline",
      "good",
      "-cpu-used",
      "4",
      "-threads",
      "1",
      "-g",
      String(FPS * 4),
      "-pix_fmt",
      "yuv420p",
      "-an",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      "-metadata",
      "title=Gestura intro",
      tmpOut,
    ]);
    await fs.copyFile(tmpOut, out);
    const { size } = await fs.stat(out);
    written.push({ file: out, bytes: size });
    log.info(`video: ${frames.length} frames → intro.webm (${(size / 1024).toFixed(0)} KB), poster, captions`);
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}
