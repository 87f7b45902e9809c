// Bespoke blog covers: each draws what its post's `coverAlt` describes, on the category's
// colourful background (see blog.mjs coverSvg). Keyed by post id; posts without an entry
// use the generic compositions in blog.mjs. Each returns { body, avoid, signLeft? }.
import { n, mix, lighten, darken, rng, contrast } from "./lib.mjs";
import { hand, landmarks, waves, screen, hub } from "./shapes.mjs";
import { personFront, personBack } from "./figures.mjs";
import { personFromSeed, SKIN } from "./people.mjs";
import { icon } from "./blog-figures.mjs";

const W = 1280;
const H = 853;
const GLOVE = { fill: "#cfe8ff", sleeve: "#7fb3e0" };
const lineOn = (p) => (p.onBg === "#ffffff" ? "#ffffff" : p.ink);
const acc = (p, i) => {
  const c = p.accents[i % p.accents.length];
  return contrast(c, p.surface) < 2 ? mix(c, p.ink, 0.45) : c;
};
const look = (seed, over = {}) => personFromSeed(seed, over);

function panel(x, y, w, h, p, { rx = 26, fill, stroke, shadow = true } = {}) {
  let s = shadow ? `<rect x="${n(x + 12)}" y="${n(y + 18)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="#000" opacity="0.12"/>` : "";
  s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${fill || p.surface}"${stroke ? ` stroke="${stroke}" stroke-width="6"` : ""}/>`;
  return s;
}
function textBars(x, y, w, rows, c, seed, gap = 30, hgt = 14) {
  const r = rng(seed);
  let s = "";
  for (let i = 0; i < rows; i++)
    s += `<rect x="${n(x)}" y="${n(y + i * gap)}" width="${n(w * (i === 0 ? 0.7 : r.range(0.45, 0.95)))}" height="${hgt}" rx="${hgt / 2}" fill="${c}" opacity="${i === 0 ? 0.85 : 0.3}"/>`;
  return s;
}
function framedHands(x, y, w, h, p, { stroke, skin = SKIN[4], bg } = {}) {
  let s = panel(x, y, w, h, p, { stroke: stroke || acc(p, 0), fill: bg, shadow: false, rx: Math.min(24, w * 0.1) });
  const sc = Math.min(w, h) / 420;
  s += hand({ x: x + w * 0.34, y: y + h * 0.62, scale: sc, rotate: -14, fill: skin, sleeve: p.ink, pose: "open" });
  s += hand({ x: x + w * 0.68, y: y + h * 0.56, scale: sc, rotate: 14, fill: skin, sleeve: p.ink, pose: "ily", mirror: true });
  const id = `fh${Math.round(x)}${Math.round(y)}`;
  return `<defs><clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(24, w * 0.1))}"/></clipPath></defs><g clip-path="url(#${id})">${s}</g><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(24, w * 0.1))}" fill="none" stroke="${stroke || acc(p, 0)}" stroke-width="6"/>`;
}
function bigScreen(x, y, w, h, p, r, variant = 0) {
  return (
    `<rect x="${n(x + 16)}" y="${n(y + 24)}" width="${n(w)}" height="${n(h)}" rx="22" fill="#000" opacity="0.12"/>` +
    screen({ x, y, w, h, frame: p.frame, surface: p.surface, accents: p.accents, r, variant })
  );
}
function ring(cx, cy, r0, count, c, width = 5) {
  let s = "";
  for (let i = 0; i < count; i++)
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r0 + i * 34)}" fill="none" stroke="${c}" stroke-width="${width}" opacity="${n(0.85 - i * 0.22)}"/>`;
  return s;
}
function signerBox(x, y, w, h, p, seed) {
  const id = `sb${Math.round(x)}${Math.round(y)}`;
  const pr = personFront({
    x: x + w / 2,
    y: y + h * 1.64,
    h: h * 1.55,
    look: look(seed, { clothes: p.ink }),
    legs: false,
    armL: { a1: -28, a2: -170, pose: "open" },
    armR: { a1: 28, a2: 168, pose: "ily" },
  });
  return `<defs><clipPath id="${id}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="14"/></clipPath></defs><g clip-path="url(#${id})"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${lighten(p.accents[0], 0.8)}"/>${pr.markup}</g><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="14" fill="none" stroke="${acc(p, 0)}" stroke-width="5"/>`;
}

const C = {};

C["1"] = (p, r, _defs) => {
  const L = lineOn(p);
  let s = "";
  for (let x = 80; x < W; x += 80) s += `<path d="M${x} 0 V${H}" stroke="${L}" stroke-width="1.5" opacity="0.14"/>`;
  for (let y = 53; y < H; y += 80) s += `<path d="M0 ${y} H${W}" stroke="${L}" stroke-width="1.5" opacity="0.14"/>`;
  s += hand({ x: 640, y: 560, scale: 2.6, rotate: -6, fill: p.hand, pose: "open", opacity: 0.18 });
  s += landmarks({ x: 640, y: 560, scale: 2.6, rotate: -6, r, line: p.accents[0], dot: p.accents[3 % 4], dotStroke: p.frame, width: 6, radius: 8 });
  return { body: s, avoid: [[300, 100, 680, 753]] };
};

C["2"] = (p, _r, _defs) => {
  let s = "";
  const L = lineOn(p);
  // simple face outline, left
  s += `<circle cx="270" cy="390" r="130" fill="none" stroke="${L}" stroke-width="9"/><circle cx="226" cy="372" r="10" fill="${L}"/><circle cx="314" cy="372" r="10" fill="${L}"/><path d="M226 440 Q270 474 314 440" fill="none" stroke="${L}" stroke-width="9" stroke-linecap="round"/><path d="M206 330 q20 -14 40 0 M294 330 q20 -14 40 0" fill="none" stroke="${L}" stroke-width="7" stroke-linecap="round"/>`;
  s += hand({ x: 700, y: 560, scale: 1.5, rotate: -16, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  s += hand({
    x: 1010,
    y: 520,
    scale: 1.5,
    rotate: 14,
    fill: mix(p.hand, p.accents[1], 0.18),
    sleeve: p.accents[1],
    pose: "ily",
    mirror: true,
    shadow: "#000",
  });
  s += `<path d="M560 300 C520 200 620 120 720 150" fill="none" stroke="${p.accents[0]}" stroke-width="9" stroke-linecap="round" stroke-dasharray="30 16"/>`;
  s += `<path d="M1150 250 C1200 160 1120 90 1030 120" fill="none" stroke="${p.accents[2]}" stroke-width="9" stroke-linecap="round" stroke-dasharray="30 16"/>`;
  return {
    body: s,
    avoid: [
      [120, 240, 300, 300],
      [520, 80, 720, 700],
    ],
  };
};

C["3"] = (p, r, _defs) => {
  let s = "";
  const y = 470;
  // timed line
  const segs = 14;
  for (let i = 0; i < segs; i++) {
    const x1 = 330 + i * 44;
    s += `<rect x="${x1}" y="${y - 9}" width="36" height="18" rx="9" fill="${p.accents[i % 3]}" opacity="0.95"/>`;
  }
  s += hand({ x: 220, y: 560, scale: 1.25, rotate: -8, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  // chip
  s += `<rect x="590" y="${y - 75}" width="110" height="110" rx="16" fill="${p.frame}"/><rect x="620" y="${y - 45}" width="50" height="50" rx="8" fill="${p.accents[0]}"/>`;
  for (let k = 0; k < 4; k++)
    s += `<rect x="${602 + k * 26}" y="${y - 95}" width="10" height="22" rx="4" fill="${p.frame}"/><rect x="${602 + k * 26}" y="${y + 33}" width="10" height="22" rx="4" fill="${p.frame}"/>`;
  s += bigScreen(900, y - 170, 300, 230, p, r, 2);
  return { body: s, avoid: [[100, 250, 1120, 450]] };
};

C["4"] = (p, r, _defs) => {
  let s = "";
  s += bigScreen(680, 110, 500, 330, p, r, 2);
  // bench and flasks
  s += `<rect x="60" y="600" width="760" height="34" rx="8" fill="${p.frame}"/><rect x="90" y="634" width="26" height="220" fill="${darken(p.frame, 0.2)}"/><rect x="760" y="634" width="26" height="220" fill="${darken(p.frame, 0.2)}"/>`;
  const fl = [
    [170, p.accents[0]],
    [290, p.accents[1]],
    [410, p.accents[2]],
  ];
  for (const [x, c] of fl)
    s += `<path d="M${x - 16} ${470} V520 L${x - 60} 600 H${x + 60} L${x + 16} 520 V470 Z" fill="${p.surface}" opacity="0.92"/><path d="M${x - 40} 565 L${x - 60} 600 H${x + 60} L${x + 40} 565 Z" fill="${c}"/><rect x="${x - 22}" y="462" width="44" height="12" rx="5" fill="${p.surface}"/>`;
  s += hand({ x: 980, y: 720, scale: 1.35, rotate: -12, fill: GLOVE.fill, sleeve: GLOVE.sleeve, pose: "open", shadow: "#000" });
  s += waves({ cx: 960, cy: 530, r0: 40, step: 26, count: 3, from: -50, to: 50, color: p.accents[0], width: 6 });
  return { body: s, avoid: [[40, 90, 1200, 760]] };
};

C["5"] = (p, _r, _defs) => {
  const L = lineOn(p);
  let s = "";
  s += `<path d="M180 700 V260 L640 110 L1100 260 V700" fill="none" stroke="${L}" stroke-width="8" stroke-linejoin="round" opacity="0.7"/>`;
  s += `<rect x="260" y="520" width="200" height="60" rx="14" fill="none" stroke="${L}" stroke-width="6" opacity="0.6"/><rect x="260" y="500" width="60" height="30" rx="10" fill="none" stroke="${L}" stroke-width="6" opacity="0.6"/>`;
  s += `<circle cx="960" cy="310" r="52" fill="${p.surface}"/>` + icon("camera", 960, 310, 64, p.ink, p.surface);
  s += hand({ x: 640, y: 760, scale: 1.6, fill: p.hand, sleeve: p.sleeve, pose: "flat", shadow: "#000" });
  s += icon("shield", 640, 430, 190, p.accents[0]);
  s += icon("check", 640, 420, 90, p.surface, p.accents[0]);
  return { body: s, avoid: [[160, 90, 960, 700]] };
};

C["6"] = (p, _r, _defs) => {
  const L = lineOn(p);
  let s = "";
  s += `<rect x="700" y="120" width="440" height="300" rx="24" fill="none" stroke="${L}" stroke-width="8"/><path d="M880 420 V470 M820 470 H940" stroke="${L}" stroke-width="8" stroke-linecap="round"/>`;
  s += hand({ x: 520, y: 720, scale: 1.6, rotate: 8, fill: p.hand, sleeve: p.sleeve, pose: "flat", shadow: "#000" });
  const g = acc(p, 1);
  s += `<path d="M520 540 C520 460 560 380 660 320" fill="none" stroke="${g}" stroke-width="12" stroke-linecap="round"/>`;
  s += `<path d="M540 450 C480 430 450 380 470 340 C520 350 550 400 540 450 Z" fill="${g}"/><path d="M600 370 C610 310 660 280 710 290 C700 340 650 370 600 370 Z" fill="${g}"/>`;
  s += `<circle cx="665" cy="318" r="10" fill="${p.accents[0]}"/>`;
  return { body: s, avoid: [[380, 100, 780, 753]] };
};

C["7"] = (p, _r, _defs) => {
  let s = "";
  const sx = 330;
  const sy = 90;
  s += `<rect x="${sx}" y="${sy}" width="620" height="360" rx="20" fill="${p.frame}"/>`;
  for (let i = 0; i < 6; i++) {
    const x = sx + 24 + (i % 3) * 194;
    const y = sy + 24 + Math.floor(i / 3) * 164;
    const l = look(`c7-${i}`);
    s += `<rect x="${x}" y="${y}" width="180" height="150" rx="12" fill="${lighten(p.accents[i % 3], 0.55)}"/><circle cx="${x + 90}" cy="${y + 62}" r="28" fill="${l.skin}"/><path d="M${x + 40} ${y + 150} C${x + 40} ${y + 110} ${x + 60} ${y + 96} ${x + 90} ${y + 96} C${x + 120} ${y + 96} ${x + 140} ${y + 110} ${x + 140} ${y + 150} Z" fill="${l.clothes}"/>`;
  }
  s += `<path d="M400 560 H880 L1000 800 H280 Z" fill="${p.surface}" opacity="0.95"/>`;
  s += personBack({ x: 300, y: 720, w: 150, look: look("c7-a") }) + personBack({ x: 980, y: 720, w: 150, look: look("c7-b") });
  s += hand({ x: 640, y: 640, scale: 1.2, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  s += waves({ cx: 640, cy: 470, r0: 30, step: 22, count: 3, from: -50, to: 50, color: p.accents[0], width: 6 });
  return { body: s, avoid: [[200, 70, 880, 780]] };
};

C["8"] = (p, _r, _defs) => {
  const L = lineOn(p);
  let s = "";
  // camcorder
  s += `<rect x="80" y="330" width="200" height="130" rx="20" fill="${p.frame}"/><path d="M280 360 L350 330 V460 L280 430 Z" fill="${p.frame}"/><circle cx="130" cy="395" r="26" fill="${p.accents[0]}"/><rect x="110" y="300" width="80" height="34" rx="8" fill="${p.frame}"/>`;
  s += `<path d="M370 395 L470 395" stroke="${L}" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  // presenter outline
  s += `<g fill="none" stroke="${L}" stroke-width="8" stroke-linejoin="round"><circle cx="560" cy="300" r="50"/><path d="M470 640 V440 C470 390 500 370 560 370 C620 370 650 390 650 440 V640"/><path d="M650 420 L720 340"/></g>`;
  // preview screen with captions and framed hands
  s += panel(800, 210, 400, 330, p, { fill: p.frame });
  s += `<rect x="820" y="230" width="360" height="290" rx="14" fill="${mix(p.frame, p.accents[1], 0.35)}"/>`;
  s += framedHands(1060, 245, 100, 120, p, { bg: p.surface });
  s += `<rect x="840" y="440" width="320" height="60" rx="10" fill="#000" opacity="0.55"/><rect x="860" y="456" width="230" height="10" rx="5" fill="#ffffff"/><rect x="860" y="476" width="150" height="10" rx="5" fill="#ffffff" opacity="0.8"/>`;
  return { body: s, avoid: [[60, 200, 1160, 460]] };
};

C["9"] = (p, r, defs) => {
  const L = lineOn(p);
  let s = "";
  const lights = ["#fff3bf", "#bde0fe", "#ffd6a5", "#e9d5ff", "#caffbf"];
  const tones = [SKIN[0], SKIN[2], SKIN[4], SKIN[5], SKIN[7]];
  for (let i = 0; i < 5; i++) {
    const x = 200 + i * 220;
    s += `<ellipse cx="${x}" cy="540" rx="150" ry="200" fill="${defs.glow(lights[i], 0.75)}"/>`;
    s += hand({ x, y: 640, scale: 0.95, rotate: r.range(-8, 8), fill: tones[i], sleeve: p.accents[i % 3], pose: "open" });
  }
  // balanced scale
  s += `<g stroke="${L}" stroke-width="8" stroke-linecap="round" fill="none"><path d="M640 110 V280 M420 150 H860 M420 150 L370 250 M420 150 L470 250 M860 150 L810 250 M860 150 L910 250"/></g>`;
  s += `<path d="M360 250 H480 A60 30 0 0 1 360 250 Z" fill="${L}"/><path d="M800 250 H920 A60 30 0 0 1 800 250 Z" fill="${L}"/><circle cx="640" cy="140" r="16" fill="${p.accents[0]}"/><path d="M590 290 H690" stroke="${L}" stroke-width="10" stroke-linecap="round"/>`;
  return { body: s, avoid: [[60, 90, 1160, 700]] };
};

C["10"] = (p, _r, _defs) => {
  let s = "";
  s += panel(520, 130, 620, 420, p, { fill: "#111111" });
  s += `<rect x="544" y="154" width="572" height="372" rx="16" fill="#ffffff"/>`;
  s += `<circle cx="700" cy="340" r="90" fill="#111111"/><path d="M655 342 l32 34 l58 -66" fill="none" stroke="#ffffff" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M900 420 L960 300 L1020 420 Z" fill="none" stroke="#111111" stroke-width="10" stroke-linejoin="round"/>`;
  s += `<circle cx="700" cy="340" r="120" fill="none" stroke="${p.accents[0]}" stroke-width="6" opacity="0.7"/><circle cx="700" cy="340" r="150" fill="none" stroke="${p.accents[0]}" stroke-width="4" opacity="0.35"/>`;
  s += hand({ x: 280, y: 620, scale: 1.5, rotate: -8, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  return { body: s, avoid: [[120, 110, 1040, 700]] };
};

C["11"] = (p, _r, _defs) => {
  let s = "";
  const g = "#1f6f4a";
  s += `<rect x="260" y="150" width="640" height="520" rx="28" fill="#000" opacity="0.15" transform="translate(14 18)"/><rect x="260" y="150" width="640" height="520" rx="28" fill="${g}"/>`;
  for (const [x, y] of [
    [290, 180],
    [870, 180],
    [290, 640],
    [870, 640],
  ])
    s += `<circle cx="${x}" cy="${y}" r="12" fill="${darken(g, 0.4)}" stroke="#d4b86a" stroke-width="4"/>`;
  // traces + hand outline traced in copper
  for (let i = 0; i < 6; i++)
    s += `<path d="M280 ${230 + i * 70} H${330 + (i % 3) * 20} L${370 + (i % 3) * 20} ${260 + i * 60}" fill="none" stroke="#d4b86a" stroke-width="4" opacity="0.6"/>`;
  const traced = hand({ x: 580, y: 470, scale: 1.5, fill: "none", pose: "open" }).replace(
    /<g fill="none">/,
    `<g fill="none" stroke="#f1d98a" stroke-width="6">`,
  );
  s += `<svg x="260" y="150" width="640" height="500" viewBox="260 150 640 500" overflow="hidden">${traced}</svg>`;
  s += `<rect x="720" y="200" width="120" height="80" rx="8" fill="#1b1b1b"/>`;
  for (let k = 0; k < 5; k++)
    s += `<rect x="${728 + k * 22}" y="188" width="8" height="14" fill="#c0c0c0"/><rect x="${728 + k * 22}" y="278" width="8" height="14" fill="#c0c0c0"/>`;
  // low battery-style gauge
  s += `<rect x="940" y="360" width="220" height="110" rx="22" fill="none" stroke="${lineOn(p)}" stroke-width="10"/><rect x="1160" y="390" width="18" height="50" rx="6" fill="${lineOn(p)}"/><rect x="958" y="378" width="50" height="74" rx="10" fill="${p.accents[1]}"/>`;
  return { body: s, avoid: [[240, 130, 960, 560]] };
};

C["12"] = (p, _r, _defs) => {
  let s = "";
  const x = 260;
  const y = 130;
  const w = 760;
  const h = 470;
  s += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${p.frame}"/><rect x="${x + 24}" y="${y + 24}" width="${w - 48}" height="${h - 48}" rx="12" fill="${mix(p.accents[0], p.frame, 0.55)}"/>`;
  s += `<circle cx="${x + 300}" cy="${y + 190}" r="70" fill="${lighten(p.frame, 0.35)}"/><path d="M${x + 170} ${y + h - 24} C${x + 170} ${y + 300} ${x + 220} ${y + 270} ${x + 300} ${y + 270} C${x + 380} ${y + 270} ${x + 430} ${y + 300} ${x + 430} ${y + h - 24} Z" fill="${lighten(p.frame, 0.25)}"/>`;
  s += signerBox(x + w - 230, y + 50, 180, 200, p, "c12-signer");
  s += `<rect x="${x + 120}" y="${y + h - 130}" width="${w - 240}" height="80" rx="12" fill="#000" opacity="0.6"/><rect x="${x + 150}" y="${y + h - 108}" width="${w - 320}" height="13" rx="6" fill="#ffffff"/><rect x="${x + 150}" y="${y + h - 82}" width="${(w - 320) * 0.55}" height="13" rx="6" fill="#ffffff" opacity="0.8"/>`;
  s += `<path d="M${x - 70} ${y + h} H${x + w + 70} L${x + w + 40} ${y + h + 36} H${x - 40} Z" fill="${lighten(p.frame, 0.3)}"/>`;
  return { body: s, avoid: [[180, 110, 920, 570]] };
};

C["13"] = (p, r, _defs) => {
  let s = "";
  s += bigScreen(150, 140, 560, 360, p, r, 1);
  s += `<circle cx="900" cy="460" r="290" fill="${lighten(p.accents[0], 0.3)}" opacity="0.2"/><circle cx="900" cy="460" r="290" fill="none" stroke="${p.accents[0]}" stroke-width="8" opacity="0.7"/><circle cx="900" cy="460" r="250" fill="none" stroke="${p.surface}" stroke-width="3" stroke-dasharray="4 14" opacity="0.6"/>`;
  s += hand({ x: 900, y: 560, scale: 1.5, rotate: -14, fill: GLOVE.fill, sleeve: GLOVE.sleeve, pose: "open", shadow: "#000" });
  return { body: s, avoid: [[130, 120, 1080, 650]] };
};

C["14"] = (p, r, _defs) => {
  let s = "";
  s += bigScreen(440, 220, 400, 290, p, r, 0);
  s += `<circle cx="760" cy="300" r="58" fill="${p.surface}"/>` + icon("zoom", 760, 300, 80, p.ink);
  s += `<circle cx="520" cy="450" r="42" fill="${p.surface}"/>` + icon("check", 520, 450, 70, acc(p, 1), p.surface);
  const hs = [
    [240, 420, -30, "open"],
    [330, 720, -10, "ily"],
    [1040, 420, 30, "peace"],
    [900, 720, 10, "flat"],
  ];
  hs.forEach(
    ([x, y, rot, pose], i) =>
      (s += hand({
        x,
        y,
        scale: 1.05,
        rotate: rot,
        fill: i % 2 ? mix(p.hand, p.accents[1], 0.15) : p.hand,
        sleeve: p.accents[i % 3],
        pose,
        mirror: x > 640,
        shadow: "#000",
      })),
  );
  return { body: s, avoid: [[120, 180, 1040, 673]] };
};

C["15"] = (p, r, defs) => {
  let s = "";
  const L = lineOn(p);
  s += `<g opacity="0.35">${icon("cloud", 300, 300, 420, L)}</g>`;
  s += `<g opacity="0.55">${icon("cloud", 560, 380, 200, L)}</g>`;
  s += `<g opacity="0.75">${icon("cloud", 700, 450, 100, L)}</g>`;
  s += `<path d="M460 420 Q640 540 760 560" fill="none" stroke="${p.accents[0]}" stroke-width="7" stroke-dasharray="2 16" stroke-linecap="round"/>`;
  s += hub({ cx: 860, cy: 560, w: 220, body: mix(p.frame, "#3b4458", 0.4), top: darken(p.frame, 0.1), ring: p.accents[0], defs: defs });
  s += hand({ x: 1110, y: 640, scale: 1.2, rotate: 10, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  return { body: s, avoid: [[60, 80, 1180, 720]], signLeft: true };
};

C["16"] = (p, _r, _defs) => {
  let s = "";
  const poses = ["open", "point", "peace", "flat", "ily", "fist", "pinch"];
  const cols = 5;
  const rows = 3;
  const tw = 170;
  const th = 190;
  const x0 = (W - cols * tw - (cols - 1) * 24) / 2;
  const y0 = 110;
  const hi = new Set([2, 6, 13]);
  for (let i = 0; i < cols * rows; i++) {
    const x = x0 + (i % cols) * (tw + 24);
    const y = y0 + Math.floor(i / cols) * (th + 24);
    const on = hi.has(i);
    s += `<rect x="${x}" y="${y}" width="${tw}" height="${th}" rx="22" fill="${on ? p.accents[i % 3] : p.surface}" opacity="${on ? 1 : 0.9}"/>`;
    if (on)
      s += `<rect x="${x - 6}" y="${y - 6}" width="${tw + 12}" height="${th + 12}" rx="26" fill="none" stroke="${p.surface}" stroke-width="5"/>`;
    s += hand({ x: x + tw / 2, y: y + th * 0.62, scale: 0.58, fill: on ? p.surface : mix(p.ink, p.surface, 0.25), pose: poses[i % poses.length] });
  }
  return { body: s, avoid: [[x0 - 20, y0 - 20, cols * (tw + 24) + 20, rows * (th + 24) + 20]] };
};

C["17"] = (p, _r, _defs) => {
  const L = lineOn(p);
  let s = "";
  s += `<rect x="120" y="120" width="1040" height="600" rx="20" fill="none" stroke="${L}" stroke-width="8" opacity="0.75"/>`;
  for (const [x, y] of [
    [220, 220],
    [420, 220],
    [220, 420],
    [420, 420],
  ])
    s += `<rect x="${x}" y="${y}" width="140" height="90" rx="10" fill="none" stroke="${L}" stroke-width="5" opacity="0.6"/>`;
  // ramp at the entrance
  s += `<path d="M640 720 L820 640 H920 V720 Z" fill="${p.accents[0]}" opacity="0.85"/>` + icon("wheelchair", 700, 600, 70, L);
  s += `<rect x="820" y="190" width="260" height="160" rx="14" fill="${p.frame}"/><rect x="834" y="204" width="232" height="132" rx="8" fill="${p.surface}"/>`;
  const pts = [
    [290, 355],
    [490, 355],
    [650, 300],
    [700, 470],
    [950, 470],
  ];
  for (let i = 0; i < pts.length - 1; i++)
    s += `<path d="M${pts[i][0]} ${pts[i][1]} L${pts[i + 1][0]} ${pts[i + 1][1]}" stroke="${p.accents[1]}" stroke-width="5" stroke-dasharray="2 12" stroke-linecap="round"/>`;
  s += `<path d="M950 470 L950 350" stroke="${p.accents[1]}" stroke-width="5" stroke-dasharray="2 12" stroke-linecap="round"/>`;
  pts.forEach(([x, y], i) => (s += `<circle cx="${x}" cy="${y}" r="40" fill="${p.surface}"/>` + icon("person", x, y, 54, p.accents[i % 3])));
  return { body: s, avoid: [[100, 100, 1080, 640]] };
};

C["18"] = (p, _r, _defs) => {
  let s = "";
  s += panel(170, 120, 940, 560, p, { fill: p.frame });
  s += `<rect x="194" y="144" width="892" height="512" rx="14" fill="${p.surface}"/><path d="M640 160 V640" stroke="${p.ink}" stroke-width="4" opacity="0.2"/>`;
  s += `<path d="M240 220 H590 A30 30 0 0 1 620 250 V460 A30 30 0 0 1 590 490 H360 L300 560 V490 H240 A30 30 0 0 1 210 460 V250 A30 30 0 0 1 240 220 Z" fill="${p.accents[0]}" opacity="0.9"/>`;
  s += textBars(250, 280, 320, 5, "#ffffff", "c18", 36, 16);
  s += framedHands(690, 200, 360, 380, p, { bg: lighten(p.accents[1], 0.8) });
  return { body: s, avoid: [[150, 100, 1000, 620]] };
};

C["19"] = (p, _r, _defs) => {
  const L = lineOn(p);
  let s = "";
  // tripod camera
  s += `<path d="M230 430 L160 720 M230 430 L300 720 M230 430 V720" stroke="${L}" stroke-width="10" stroke-linecap="round"/>`;
  s += `<rect x="140" y="330" width="190" height="110" rx="18" fill="${p.frame}"/><circle cx="290" cy="385" r="36" fill="${p.accents[0]}"/><circle cx="290" cy="385" r="16" fill="${p.frame}"/>`;
  // sight lines
  s += `<path d="M320 360 L900 250 M320 410 L900 600" stroke="${L}" stroke-width="5" stroke-dasharray="14 12" opacity="0.8"/>`;
  s += `<path d="M900 250 V600" stroke="${L}" stroke-width="3" stroke-dasharray="4 10" opacity="0.4"/>`;
  s += hand({ x: 960, y: 520, scale: 1.4, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  // measured distance
  s += `<path d="M300 760 H940 M300 740 V780 M940 740 V780" stroke="${p.accents[1]}" stroke-width="6" stroke-linecap="round"/>`;
  for (let i = 1; i < 8; i++) s += `<path d="M${300 + i * 80} 752 V768" stroke="${p.accents[1]}" stroke-width="4"/>`;
  return { body: s, avoid: [[120, 200, 1000, 600]] };
};

C["20"] = (p, _r, _defs) => {
  let s = "";
  // stream of frames into a funnel
  for (let i = 0; i < 6; i++) {
    const x = 90 + i * 70;
    const y = 210 + Math.sin(i) * 30 + i * 18;
    s += `<rect x="${x}" y="${n(y)}" width="110" height="80" rx="10" fill="${p.surface}" opacity="${n(0.5 + i * 0.08)}" transform="rotate(${-10 + i * 4} ${x + 55} ${n(y + 40)})"/><rect x="${x + 14}" y="${n(y + 14)}" width="50" height="30" rx="6" fill="${p.accents[i % 3]}" opacity="0.7" transform="rotate(${-10 + i * 4} ${x + 55} ${n(y + 40)})"/>`;
  }
  s += `<path d="M500 220 H800 L680 450 V560 H620 V450 Z" fill="${p.frame}"/><path d="M520 236 H780" stroke="${p.accents[0]}" stroke-width="6" stroke-linecap="round"/>`;
  s += `<circle cx="650" cy="640" r="20" fill="${p.accents[0]}"/>`;
  // checklist
  s += panel(880, 180, 300, 400, p);
  for (let i = 0; i < 4; i++)
    s +=
      icon("check", 935, 250 + i * 86, 46, acc(p, i), p.surface) +
      `<rect x="975" y="${240 + i * 86}" width="${[160, 120, 170, 100][i]}" height="16" rx="8" fill="${p.ink}" opacity="0.3"/>`;
  return { body: s, avoid: [[70, 160, 1130, 520]] };
};

C["21"] = (p, r, defs) => {
  let s = "";
  const cx = 640;
  const cy = 430;
  const shapes = [
    `<circle cx="${cx - 150}" cy="${cy - 130}" r="120" fill="none" stroke="${p.accents[0]}" stroke-width="22"/>`,
    `<rect x="${cx + 30}" y="${cy - 250}" width="240" height="240" rx="40" fill="none" stroke="${p.accents[1]}" stroke-width="22"/>`,
    `<path d="M${cx - 150} ${cy + 10} L${cx - 20} ${cy + 250} H${cx - 280} Z" fill="none" stroke="${p.accents[2]}" stroke-width="22" stroke-linejoin="round"/>`,
    `<path d="M${cx + 150} ${cy + 10} l104 60 v120 l-104 60 l-104 -60 v-120 Z" fill="none" stroke="${p.accents[3 % 4]}" stroke-width="22" stroke-linejoin="round"/>`,
  ];
  s += shapes.join("");
  s += hand({ x: cx, y: cy + 80, scale: 1.15, fill: p.hand, pose: "open", shadow: "#000", defs: defs, fade: true });
  return { body: s, avoid: [[cx - 320, cy - 300, 640, 620]] };
};

C["22"] = (p, r, _defs) => {
  let s = "";
  s += bigScreen(800, 230, 400, 300, p, r, 1);
  const tx = 790;
  const ty = 380;
  const srcs = [
    [240, 180],
    [230, 430],
    [260, 680],
  ];
  srcs.forEach(
    ([x, y], i) =>
      (s += `<path d="M${x + 110} ${y} C${x + 300} ${y} ${tx - 220} ${ty} ${tx} ${ty}" fill="none" stroke="${p.accents[i]}" stroke-width="8" stroke-dasharray="2 18" stroke-linecap="round"/>`),
  );
  s += `<circle cx="240" cy="180" r="80" fill="${p.surface}"/>` + icon("wave", 240, 180, 100, acc(p, 0), p.surface);
  s += hand({ x: 230, y: 470, scale: 0.95, fill: p.hand, sleeve: p.sleeve, pose: "open" });
  s += hand({ x: 260, y: 730, scale: 0.85, rotate: 20, fill: p.hand, sleeve: p.sleeve, pose: "point" });
  s += ring(305, 620, 16, 2, p.accents[2], 5);
  return { body: s, avoid: [[120, 90, 1060, 700]] };
};

C["23"] = (p, _r, _defs) => {
  const L = lineOn(p);
  let s = "";
  s += `<rect x="340" y="90" width="600" height="44" rx="10" fill="${p.frame}"/><rect x="360" y="100" width="560" height="24" rx="6" fill="${p.accents[1]}" opacity="0.6"/>`;
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 5; col++) {
      const x = 200 + col * 220;
      const y = 330 + row * 170;
      s += `<path d="M${x} ${y - 26} L${640 + (col - 2) * 90} 140" stroke="${L}" stroke-width="2.5" stroke-dasharray="6 9" opacity="0.55"/>`;
      s += `<rect x="${x - 70}" y="${y - 30}" width="140" height="70" rx="10" fill="${p.surface}"/>`;
      const l = look(`c23-${row}-${col}`);
      s += `<circle cx="${x}" cy="${y + 68}" r="26" fill="${l.hair}"/><ellipse cx="${x}" cy="${y + 78}" rx="52" ry="18" fill="${l.clothes}" opacity="0.9"/>`;
    }
  return { body: s, avoid: [[110, 80, 1060, 720]] };
};

C["24"] = (p, _r, _defs) => {
  let s = "";
  s += `<path d="M560 100 L900 200 V420 C900 590 760 700 560 760 C360 700 220 590 220 420 V200 Z" fill="${p.surface}" opacity="0.35"/>`;
  s += `<path d="M560 100 L900 200 V420 C900 590 760 700 560 760 C360 700 220 590 220 420 V200 Z" fill="none" stroke="${p.surface}" stroke-width="8" opacity="0.8"/>`;
  const L = p.ink;
  s += `<g fill="none" stroke="${L}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"><path d="M330 540 V360 M330 470 H790 V540 M330 500 H790"/><rect x="360" y="420" width="110" height="50" rx="18"/></g>`;
  s += `<circle cx="1080" cy="250" r="70" fill="${p.surface}"/>` + icon("camera", 1080, 250, 80, p.ink, p.surface);
  return { body: s, avoid: [[200, 90, 980, 680]] };
};

C["25"] = (p, _r, _defs) => {
  let s = "";
  s += panel(170, 110, 940, 580, p);
  s += `<rect x="230" y="170" width="420" height="34" rx="17" fill="${p.accents[0]}"/>`;
  s += textBars(230, 250, 480, 6, p.ink, "c25", 40, 16);
  s += `<rect x="230" y="510" width="180" height="120" rx="14" fill="${p.accents[1]}" opacity="0.8"/><rect x="430" y="510" width="180" height="120" rx="14" fill="${p.accents[2]}" opacity="0.8"/>`;
  s += `<rect x="740" y="330" width="330" height="320" rx="20" fill="none" stroke="${p.ink}" stroke-width="4" stroke-dasharray="14 10" opacity="0.5"/>`;
  s += framedHands(770, 360, 270, 260, p, { bg: lighten(p.accents[0], 0.82) });
  return { body: s, avoid: [[150, 90, 980, 620]] };
};

C["26"] = (p, r, _defs) => {
  let s = "";
  s += bigScreen(240, 90, 800, 480, p, r, 1);
  s += ring(640, 500, 150, 4, p.accents[0], 7);
  s += hand({ x: 640, y: 560, scale: 1.45, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  return { body: s, avoid: [[200, 70, 880, 783]] };
};

C["27"] = (p, r, _defs) => {
  let s = `<rect x="0" y="690" width="${W}" height="163" fill="#000" opacity="0.12"/>`;
  s +=
    `<rect x="720" y="120" width="480" height="290" rx="16" fill="${p.frame}"/>` +
    screen({ x: 734, y: 134, w: 452, h: 262, frame: darken(p.frame, 0.2), surface: p.surface, accents: p.accents, r, variant: 1, rx: 8 });
  s += `<rect x="100" y="500" width="420" height="150" rx="34" fill="${darken(p.accents[1], 0.1)}"/>`;
  const pr = personFront({
    x: 310,
    y: 800,
    h: 480,
    look: look("c27", { clothes: p.accents[2], skin: SKIN[3] }),
    legs: false,
    armR: { a1: 110, a2: 148, pose: "open" },
  });
  s += pr.markup;
  s += `<rect x="70" y="600" width="480" height="90" rx="30" fill="${p.accents[1]}"/><rect x="50" y="560" width="60" height="140" rx="24" fill="${darken(p.accents[1], 0.05)}"/><rect x="510" y="560" width="60" height="140" rx="24" fill="${darken(p.accents[1], 0.05)}"/>`;
  const [hx, hy] = pr.handR;
  s += `<circle cx="${n(hx)}" cy="${n(hy - 20)}" r="90" fill="${p.accents[0]}" opacity="0.2"/><circle cx="${n(hx)}" cy="${n(hy - 20)}" r="90" fill="none" stroke="${p.accents[0]}" stroke-width="6"/>`;
  return { body: s, avoid: [[40, 100, 1180, 620]] };
};

C["28"] = (p, _r, _defs) => {
  let s = `<path d="M0 700 H${W} V853 H0 Z" fill="${p.frame}" opacity="0.6"/><path d="M0 690 H${W} V712 H0 Z" fill="${p.surface}" opacity="0.4"/>`;
  s += `<rect x="560" y="80" width="660" height="420" rx="18" fill="${p.frame}"/><rect x="578" y="98" width="624" height="384" rx="10" fill="${p.surface}"/>`;
  s += `<rect x="610" y="140" width="260" height="180" rx="10" fill="${p.accents[1]}" opacity="0.35"/><rect x="900" y="160" width="270" height="200" rx="10" fill="${p.accents[0]}" opacity="0.9"/>`;
  s += textBars(920, 190, 220, 4, "#ffffff", "c28", 32, 14);
  s += `<path d="M700 420 Q880 520 1080 400" fill="none" stroke="${p.accents[2]}" stroke-width="14" stroke-linecap="round"/><path d="M1040 380 L1090 395 L1060 440" fill="none" stroke="${p.accents[2]}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  const pr = personFront({
    x: 330,
    y: 720,
    h: 560,
    look: look("c28", { clothes: p.accents[1], style: "short" }),
    armR: { a1: 100, a2: 112, pose: "open" },
  });
  s += pr.markup;
  return { body: s, avoid: [[180, 60, 1060, 680]], signLeft: true };
};

C["29"] = (p, r, _defs) => {
  let s = "";
  const cx = 640;
  const cy = 410;
  s += bigScreen(cx - 220, cy - 150, 440, 280, p, r, 0);
  const icons = ["heart", "eye", "shield", "people", "check", "lock"];
  const R = 330;
  const pts = icons.map((_, i) => [cx + R * 1.2 * Math.cos(((i * 60 - 90) * Math.PI) / 180), cy + R * Math.sin(((i * 60 - 90) * Math.PI) / 180)]);
  pts.forEach(
    ([x, y], i) =>
      (s += `<path d="M${n(x)} ${n(y)} L${n(pts[(i + 1) % 6][0])} ${n(pts[(i + 1) % 6][1])}" stroke="${lineOn(p)}" stroke-width="4" stroke-dasharray="3 12" stroke-linecap="round" opacity="0.7"/>`),
  );
  pts.forEach(
    ([x, y], i) => (s += `<circle cx="${n(x)}" cy="${n(y)}" r="52" fill="${p.surface}"/>` + icon(icons[i], x, y, 60, acc(p, i), p.surface)),
  );
  s += hand({ x: cx + 140, y: cy + 290, scale: 1.15, rotate: -16, fill: GLOVE.fill, sleeve: GLOVE.sleeve, pose: "point", shadow: "#000" });
  return { body: s, avoid: [[120, 40, 1040, 780]] };
};

C["30"] = (p, _r, _defs) => {
  const L = lineOn(p);
  let s = `<rect width="${W}" height="${H}" fill="#0b3d91" opacity="0.25"/>`;
  for (let x = 40; x < W; x += 40) s += `<path d="M${x} 0 V${H}" stroke="${L}" stroke-width="${x % 200 === 0 ? 2 : 1}" opacity="0.18"/>`;
  for (let y = 13; y < H; y += 40) s += `<path d="M0 ${y} H${W}" stroke="${L}" stroke-width="${(y - 13) % 200 === 0 ? 2 : 1}" opacity="0.18"/>`;
  s += `<g fill="none" stroke="${L}" stroke-width="5"><rect x="340" y="110" width="600" height="360" rx="14"/><path d="M340 160 H940"/><rect x="380" y="200" width="240" height="230" rx="8"/><path d="M660 210 H900 M660 250 H860 M660 290 H880"/><rect x="660" y="340" width="240" height="90" rx="8"/></g>`;
  s += `<rect x="240" y="560" width="800" height="170" rx="16" fill="${p.surface}" opacity="0.92"/><path d="M240 560 H1040" stroke="${p.accents[0]}" stroke-width="8"/>`;
  s += hand({ x: 420, y: 680, scale: 0.62, fill: acc(p, 0), pose: "open" });
  s += icon("ear", 640, 645, 110, acc(p, 1), p.surface) + icon("eye", 860, 645, 120, acc(p, 2), p.surface);
  return { body: s, avoid: [[220, 90, 840, 660]] };
};

C["31"] = (p, _r, _defs) => {
  const L = lineOn(p);
  let s = "";
  s += `<path d="M180 760 C420 760 320 520 560 500 C800 480 700 250 1000 220" fill="none" stroke="${p.surface}" stroke-width="46" stroke-linecap="round" opacity="0.85"/>`;
  s += `<path d="M180 760 C420 760 320 520 560 500 C800 480 700 250 1000 220" fill="none" stroke="${p.accents[0]}" stroke-width="6" stroke-dasharray="16 18" stroke-linecap="round"/>`;
  for (const [x, y, c] of [
    [440, 610, p.accents[1]],
    [760, 400, p.accents[2]],
  ])
    s += `<path d="M${x} ${y} V${y - 110}" stroke="${L}" stroke-width="7" stroke-linecap="round"/><path d="M${x} ${y - 110} H${x + 70} L${x + 55} ${y - 88} L${x + 70} ${y - 66} H${x} Z" fill="${c}"/>`;
  s += hand({ x: 170, y: 700, scale: 1.0, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  const sc = [
    [1000, 150],
    [1150, 230],
    [1060, 330],
    [1180, 110],
  ];
  sc.forEach(([a, b], i) =>
    sc.slice(i + 1).forEach(([c2, d]) => (s += `<path d="M${a} ${b} L${c2} ${d}" stroke="${L}" stroke-width="3" opacity="0.5"/>`)),
  );
  sc.forEach(
    ([a, b], i) =>
      (s += `<rect x="${a - 48}" y="${b - 32}" width="96" height="64" rx="8" fill="${p.frame}"/><rect x="${a - 40}" y="${b - 24}" width="80" height="48" rx="4" fill="${i % 2 ? p.surface : p.accents[i % 3]}"/>`),
  );
  return { body: s, avoid: [[80, 60, 1150, 780]], signLeft: false };
};

C["32"] = (p, _r, _defs) => {
  let s = "";
  s += `<rect x="150" y="90" width="980" height="520" rx="20" fill="${darken(p.frame, 0.05)}"/><rect x="172" y="112" width="936" height="476" rx="10" fill="#2f5d50"/>`;
  s += `<g stroke="#f4f1de" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.85"><path d="M230 190 H560 M230 250 H480 M230 310 H520"/><path d="M240 480 L330 400 L410 450 L520 360"/></g>`;
  s += signerBox(890, 140, 180, 200, p, "c32-signer");
  s += hand({ x: 640, y: 700, scale: 1.35, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  return { body: s, avoid: [[130, 70, 1020, 780]] };
};

C["33"] = (p, _r, _defs) => {
  let s = "";
  s += panel(120, 170, 500, 440, p, { fill: p.frame });
  s += `<rect x="144" y="194" width="452" height="392" rx="12" fill="${p.surface}"/>`;
  s += textBars(180, 240, 380, 9, p.ink, "c33", 36, 16);
  s += `<path d="M620 390 C700 300 760 300 800 340" fill="none" stroke="${p.surface}" stroke-width="10" stroke-linecap="round" opacity="0.85"/>`;
  s += framedHands(800, 200, 380, 400, p, { bg: lighten(p.accents[0], 0.8) });
  return { body: s, avoid: [[100, 150, 1100, 480]] };
};

C["34"] = (p, _r, _defs) => {
  let s = "";
  const A = [520, 430];
  const B = [780, 430];
  const R = 280;
  s += `<circle cx="${A[0]}" cy="${A[1]}" r="${R}" fill="${p.accents[0]}" opacity="0.28"/><circle cx="${B[0]}" cy="${B[1]}" r="${R}" fill="${p.accents[1]}" opacity="0.28"/>`;
  s += `<circle cx="${A[0]}" cy="${A[1]}" r="${R}" fill="none" stroke="${p.surface}" stroke-width="5"/><circle cx="${B[0]}" cy="${B[1]}" r="${R}" fill="none" stroke="${p.surface}" stroke-width="5"/>`;
  const rr = rng("c34");
  for (let i = 0; i < 34; i++) {
    const a = rr.range(0, Math.PI * 2);
    const d = rr.range(40, R - 40);
    const x = A[0] + d * Math.cos(a);
    const y = A[1] + d * Math.sin(a);
    if (Math.hypot(x - B[0], y - B[1]) < R + 10) continue;
    s += icon("person", x, y, 42, p.surface);
  }
  for (let i = 0; i < 30; i++) {
    const a = rr.range(0, Math.PI * 2);
    const d = rr.range(40, R - 40);
    const x = B[0] + d * Math.cos(a);
    const y = B[1] + d * Math.sin(a);
    if (Math.hypot(x - A[0], y - A[1]) < R + 10) continue;
    s += icon("building", x, y, 42, p.surface, p.accents[1]);
  }
  s += hand({ x: 650, y: 520, scale: 1.1, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  return { body: s, avoid: [[220, 130, 860, 600]] };
};

C["35"] = (p, _r, _defs) => {
  let s = "";
  s += `<path d="M640 90 L960 190 V410 C960 580 820 690 640 750 C460 690 320 580 320 410 V190 Z" fill="${p.surface}" opacity="0.92"/>`;
  s += `<path d="M640 90 L960 190 V410 C960 580 820 690 640 750 C460 690 320 580 320 410 V190 Z" fill="none" stroke="${p.accents[0]}" stroke-width="10"/>`;
  s += `<circle cx="640" cy="360" r="130" fill="${p.frame}"/><circle cx="640" cy="360" r="92" fill="${darken(p.frame, 0.4)}" stroke="${lighten(p.frame, 0.25)}" stroke-width="10"/><circle cx="640" cy="360" r="50" fill="#263a6b"/><circle cx="640" cy="360" r="20" fill="#05070c"/><ellipse cx="616" cy="336" rx="16" ry="9" fill="#ffffff" opacity="0.7" transform="rotate(-35 616 336)"/>`;
  s += hand({ x: 900, y: 720, scale: 1.25, rotate: -12, fill: p.hand, sleeve: p.sleeve, pose: "open", shadow: "#000" });
  return { body: s, avoid: [[300, 70, 820, 800]] };
};

export const BESPOKE_COVERS = C;
