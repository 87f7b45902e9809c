// Bespoke in-article figures: each one draws what its post's `figures[].alt` text describes.
// Keyed by "<post id>:<figure index>" (index from 0). Posts without an entry here fall back
// to the generic diagram types in blog.mjs. 1280x853, drawn on the light figure background.
import { n, mix, lighten, darken, rng, contrast, FONT } from "./lib.mjs";
import { hand, landmarks, landmarkPoints, cursor, waves, screen, hub } from "./shapes.mjs";
import { personFront, personBack } from "./figures.mjs";
import { personFromSeed, SKIN } from "./people.mjs";

const rad = (d) => (d * Math.PI) / 180;
/** Accent i of the palette, deepened toward the ink if it would be too pale on white. */
const acc = (p, i) => {
  const c = p.accents[i % p.accents.length];
  return contrast(c, "#ffffff") < 2 ? mix(c, p.ink, 0.45) : c;
};

// ---------- small icons (drawn in a 64x64 box, centred on cx, cy) ----------
export function icon(kind, cx, cy, size, c, bg = "#ffffff") {
  const st = `fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
  let g;
  switch (kind) {
    case "camera":
      g = `<rect x="6" y="18" width="52" height="34" rx="8" fill="${c}"/><rect x="22" y="12" width="20" height="10" rx="3" fill="${c}"/><circle cx="32" cy="35" r="11" fill="${bg}"/><circle cx="32" cy="35" r="6" fill="${c}"/>`;
      break;
    case "cameraClosed":
      g = `<rect x="6" y="18" width="52" height="34" rx="8" fill="${c}"/><rect x="22" y="12" width="20" height="10" rx="3" fill="${c}"/><circle cx="32" cy="35" r="11" fill="${bg}"/><rect x="18" y="28" width="28" height="14" rx="4" fill="${c}" stroke="${bg}" stroke-width="3"/>`;
      break;
    case "cloud":
      g = `<path d="M18 48 A12 12 0 0 1 16 24 A16 16 0 0 1 46 20 A13 13 0 0 1 50 48 Z" fill="${c}"/>`;
      break;
    case "lock":
      g = `<path d="M20 28 V20 A12 12 0 0 1 44 20 V28" ${st}/><rect x="12" y="28" width="40" height="30" rx="7" fill="${c}"/><circle cx="32" cy="41" r="4.5" fill="${bg}"/><rect x="30" y="42" width="4" height="9" rx="2" fill="${bg}"/>`;
      break;
    case "shield":
      g = `<path d="M32 4 L56 13 V30 C56 45 46 55 32 60 C18 55 8 45 8 30 V13 Z" fill="${c}"/>`;
      break;
    case "check":
      g = `<circle cx="32" cy="32" r="28" fill="${c}"/><path d="M19 33 l9 10 l18 -20" fill="none" stroke="${bg}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
      break;
    case "eye":
      g = `<path d="M4 32 C16 12 48 12 60 32 C48 52 16 52 4 32 Z" ${st}/><circle cx="32" cy="32" r="10" fill="${c}"/>`;
      break;
    case "heart":
      g = `<path d="M32 56 C14 42 6 32 6 22 A12 12 0 0 1 32 16 A12 12 0 0 1 58 22 C58 32 50 42 32 56 Z" fill="${c}"/>`;
      break;
    case "gear": {
      let teeth = "";
      for (let i = 0; i < 8; i++) teeth += `<rect x="27" y="2" width="10" height="14" rx="3" fill="${c}" transform="rotate(${i * 45} 32 32)"/>`;
      g = `${teeth}<circle cx="32" cy="32" r="20" fill="${c}"/><circle cx="32" cy="32" r="8" fill="${bg}"/>`;
      break;
    }
    case "bulb":
      g = `<path d="M32 6 A18 18 0 0 1 44 38 V44 H20 V38 A18 18 0 0 1 32 6 Z" fill="${c}"/><rect x="21" y="48" width="22" height="6" rx="3" fill="${c}"/><rect x="25" y="56" width="14" height="5" rx="2.5" fill="${c}"/>`;
      break;
    case "keyboard":
      g =
        `<rect x="4" y="16" width="56" height="34" rx="6" fill="${c}"/>` +
        [0, 1, 2]
          .map((r) => [0, 1, 2, 3, 4].map((k) => `<rect x="${10 + k * 9.5}" y="${21 + r * 8}" width="6" height="5" rx="1.5" fill="${bg}"/>`).join(""))
          .join("") +
        `<rect x="18" y="42" width="28" height="4" rx="2" fill="${bg}"/>`;
      break;
    case "switch":
      g = `<circle cx="32" cy="32" r="26" fill="${c}"/><circle cx="32" cy="32" r="15" fill="${bg}"/><circle cx="32" cy="32" r="9" fill="${c}" opacity="0.5"/>`;
      break;
    case "wave":
      g = [6, 14, 22, 30, 38, 46, 54, 62]
        .map((x, i) => {
          const h = [10, 22, 34, 18, 40, 26, 14, 8][i];
          return `<rect x="${x - 3}" y="${32 - h / 2}" width="5" height="${h}" rx="2.5" fill="${c}"/>`;
        })
        .join("");
      break;
    case "pencil":
      g = `<path d="M12 52 L16 38 L44 10 L54 20 L26 48 Z" fill="${c}"/><path d="M12 52 L16 38 L26 48 Z" fill="${bg}" stroke="${c}" stroke-width="3" stroke-linejoin="round"/><path d="M40 14 L50 24" stroke="${bg}" stroke-width="3"/>`;
      break;
    case "person":
      g = `<circle cx="32" cy="18" r="11" fill="${c}"/><path d="M12 58 C12 40 20 32 32 32 C44 32 52 40 52 58 Z" fill="${c}"/>`;
      break;
    case "people":
      g = `<circle cx="18" cy="22" r="8" fill="${c}" opacity="0.75"/><path d="M4 52 C4 38 10 32 18 32 C26 32 32 38 32 52 Z" fill="${c}" opacity="0.75"/><circle cx="46" cy="22" r="8" fill="${c}" opacity="0.75"/><path d="M32 52 C32 38 38 32 46 32 C54 32 60 38 60 52 Z" fill="${c}" opacity="0.75"/><circle cx="32" cy="20" r="10" fill="${c}"/><path d="M14 58 C14 42 22 34 32 34 C42 34 50 42 50 58 Z" fill="${c}"/>`;
      break;
    case "cycle":
      g = `<path d="M50 24 A20 20 0 1 0 52 40" ${st}/><path d="M52 10 V26 H36" ${st}/>`;
      break;
    case "ear":
      g = `<path d="M20 26 A14 14 0 0 1 48 26 C48 36 40 38 38 46 C36 54 28 58 22 52" ${st}/><path d="M28 28 A5 5 0 0 1 38 28 C38 32 34 34 32 36" ${st}/>`;
      break;
    case "wheelchair":
      g = `<circle cx="26" cy="10" r="6" fill="${c}"/><path d="M26 20 V36 H44 L50 52" ${st}/><path d="M40 44 A16 16 0 1 1 18 28" ${st}/>`;
      break;
    case "next":
      g = `<path d="M12 32 H48 M36 18 L50 32 L36 46" ${st}/>`;
      break;
    case "pause":
      g = `<rect x="16" y="12" width="11" height="40" rx="4" fill="${c}"/><rect x="37" y="12" width="11" height="40" rx="4" fill="${c}"/>`;
      break;
    case "stop":
      g = `<rect x="14" y="14" width="36" height="36" rx="6" fill="${c}"/>`;
      break;
    case "select":
      g = `<circle cx="32" cy="32" r="24" ${st}/><circle cx="32" cy="32" r="11" fill="${c}"/>`;
      break;
    case "zoom":
      g = `<circle cx="27" cy="27" r="17" ${st}/><path d="M40 40 L54 54 M27 19 V35 M19 27 H35" ${st}/>`;
      break;
    case "building":
      g =
        `<rect x="12" y="14" width="40" height="44" rx="3" fill="${c}"/>` +
        [0, 1, 2]
          .map(
            (r) =>
              `<rect x="19" y="${20 + r * 11}" width="8" height="6" fill="${bg}"/><rect x="37" y="${20 + r * 11}" width="8" height="6" fill="${bg}"/>`,
          )
          .join("") +
        `<rect x="27" y="46" width="10" height="12" fill="${bg}"/>`;
      break;
    case "bed":
      g = `<rect x="4" y="30" width="56" height="14" rx="4" fill="${c}"/><rect x="6" y="20" width="16" height="12" rx="5" fill="${c}"/><rect x="4" y="44" width="6" height="12" fill="${c}"/><rect x="54" y="44" width="6" height="12" fill="${c}"/>`;
      break;
    case "lamp":
      g = `<path d="M20 30 L28 8 H36 L44 30 Z" fill="${c}"/><rect x="30" y="30" width="4" height="20" fill="${c}"/><rect x="20" y="50" width="24" height="6" rx="3" fill="${c}"/>`;
      break;
    case "bell":
      g = `<path d="M32 8 A16 16 0 0 1 48 24 V38 L54 46 H10 L16 38 V24 A16 16 0 0 1 32 8 Z" fill="${c}"/><circle cx="32" cy="52" r="6" fill="${c}"/>`;
      break;
    default:
      g = `<circle cx="32" cy="32" r="24" fill="${c}"/>`;
  }
  const s = size / 64;
  return `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(s)})">${g}</g>`;
}

function card(x, y, w, h, p, { shadow = true, fill = "#ffffff", rx = 28, stroke } = {}) {
  let s = shadow ? `<rect x="${n(x + 10)}" y="${n(y + 14)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${p.ink}" opacity="0.07"/>` : "";
  s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="4"` : ""}/>`;
  return s;
}

function arrow(x1, y1, x2, y2, c, { width = 6, dashed = true, curve = 0, opacity = 0.75 } = {}) {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 - curve;
  const a = Math.atan2(y2 - my, x2 - mx);
  const hl = 16;
  const p1 = [x2 - hl * Math.cos(a - 0.5), y2 - hl * Math.sin(a - 0.5)];
  const p2 = [x2 - hl * Math.cos(a + 0.5), y2 - hl * Math.sin(a + 0.5)];
  return (
    `<path d="M${n(x1)} ${n(y1)} Q${n(mx)} ${n(my)} ${n(x2)} ${n(y2)}" fill="none" stroke="${c}" stroke-width="${width}" stroke-linecap="round"${dashed ? ' stroke-dasharray="1 14"' : ""} opacity="${opacity}"/>` +
    `<path d="M${n(p1[0])} ${n(p1[1])} L${n(x2)} ${n(y2)} L${n(p2[0])} ${n(p2[1])}" fill="none" stroke="${c}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${Math.min(1, opacity + 0.1)}"/>`
  );
}

function bars(x, y, w, n1, c, opacity = 0.25, seed = "b") {
  const r = rng(seed);
  let s = "";
  for (let i = 0; i < n1; i++)
    s += `<rect x="${n(x)}" y="${n(y + i * 26)}" width="${n(w * (i === 0 ? 0.8 : r.range(0.45, 0.95)))}" height="12" rx="6" fill="${c}" opacity="${i === 0 ? Math.min(1, opacity * 3) : opacity}"/>`;
  return s;
}

/** Simple flat wheelchair user facing right, seat at (x, y), scale s. */
function wheelchairUser(x, y, s, look, armUp = true) {
  let g = "";
  g += `<circle cx="-10" cy="60" r="58" fill="none" stroke="#3c4a5e" stroke-width="10"/><circle cx="-10" cy="60" r="8" fill="#3c4a5e"/><circle cx="66" cy="106" r="12" fill="#3c4a5e"/>`;
  g += `<path d="M-60 -70 V10 H60 L66 96" fill="none" stroke="#3c4a5e" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
  // legs
  g += `<path d="M-30 -4 H50 V80" fill="none" stroke="${darken(look.clothes, 0.45)}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>`;
  g += `<ellipse cx="62" cy="90" rx="22" ry="9" fill="#2b3040"/>`;
  // torso + head
  g += `<path d="M-50 0 C-58 -80 -40 -116 -10 -116 C16 -116 24 -90 20 0 Z" fill="${look.clothes}"/>`;
  g += `<rect x="-22" y="-134" width="22" height="24" rx="8" fill="${darken(look.skin, 0.1)}"/>`;
  g += `<ellipse cx="-10" cy="-160" rx="28" ry="33" fill="${look.skin}"/><path d="M-38 -160 C-40 -200 20 -200 18 -166 C8 -180 -20 -180 -38 -160 Z" fill="${look.hair}"/><circle cx="6" cy="-160" r="3" fill="#1f2330"/>`;
  // arm: raised toward the right
  if (armUp) {
    g += `<path d="M-6 -96 L50 -132 L80 -190" fill="none" stroke="${darken(look.clothes, 0.06)}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>`;
    g += hand({ x: 88, y: -214, scale: 0.3, rotate: 20, fill: look.skin, pose: "open" });
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${g}</g>`;
}

function sofa(x, y, w, c) {
  return `<rect x="${n(x)}" y="${n(y - 120)}" width="${n(w)}" height="130" rx="30" fill="${darken(c, 0.1)}"/><rect x="${n(x - 20)}" y="${n(y - 50)}" width="${n(w + 40)}" height="90" rx="26" fill="${c}"/><rect x="${n(x - 30)}" y="${n(y - 80)}" width="46" height="120" rx="20" fill="${darken(c, 0.05)}"/><rect x="${n(x + w - 16)}" y="${n(y - 80)}" width="46" height="120" rx="20" fill="${darken(c, 0.05)}"/><rect x="${n(x)}" y="${n(y + 40)}" width="14" height="20" fill="${darken(c, 0.4)}"/><rect x="${n(x + w - 14)}" y="${n(y + 40)}" width="14" height="20" fill="${darken(c, 0.4)}"/>`;
}

function slide(x, y, w, h, p, r, { accent = 0, chart = false } = {}) {
  let s = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="12" fill="#ffffff" stroke="${p.ink}" stroke-opacity="0.15" stroke-width="3"/>`;
  s += `<rect x="${n(x + w * 0.08)}" y="${n(y + h * 0.12)}" width="${n(w * 0.5)}" height="${n(h * 0.08)}" rx="${n(h * 0.04)}" fill="${p.accents[accent % p.accents.length]}"/>`;
  if (chart) {
    for (let i = 0; i < 5; i++) {
      const bh = h * (0.18 + 0.1 * i + r.range(-0.04, 0.04));
      s += `<rect x="${n(x + w * (0.12 + i * 0.16))}" y="${n(y + h * 0.86 - bh)}" width="${n(w * 0.1)}" height="${n(bh)}" rx="${n(w * 0.02)}" fill="${p.accents[(i + 1) % p.accents.length]}" opacity="0.85"/>`;
    }
  } else {
    for (let i = 0; i < 3; i++)
      s += `<rect x="${n(x + w * 0.08)}" y="${n(y + h * (0.34 + i * 0.14))}" width="${n(w * r.range(0.35, 0.6))}" height="${n(h * 0.06)}" rx="${n(h * 0.03)}" fill="${p.ink}" opacity="0.18"/>`;
    s += `<circle cx="${n(x + w * 0.78)}" cy="${n(y + h * 0.58)}" r="${n(h * 0.2)}" fill="${p.accents[(accent + 1) % p.accents.length]}" opacity="0.85"/>`;
  }
  return s;
}

function look(seed, over = {}) {
  return personFromSeed(seed, over);
}

// ---------- the figures ----------
const F = {};

// 26: Touchless by default
F["26:0"] = (p, _r, _defs) => {
  let s = "";
  const cw = 330;
  const ch = 500;
  const gap = (1280 - 3 * cw) / 4;
  const y = 170;
  const xs = [0, 1, 2].map((i) => gap + i * (cw + gap));
  for (let i = 0; i < 3; i++) {
    s += card(xs[i], y, cw, ch, p);
    s += `<rect x="${n(xs[i])}" y="${y}" width="${cw}" height="12" rx="6" fill="${p.accents[i]}"/>`;
    if (i < 2) s += arrow(xs[i] + cw + 12, y + ch / 2, xs[i + 1] - 12, y + ch / 2, p.ink, { curve: 0 });
  }
  // 1: hand held back from a shared kiosk
  let x = xs[0];
  s += `<rect x="${x + 150}" y="${y + 90}" width="140" height="360" rx="18" fill="${p.ink}"/><rect x="${x + 162}" y="${y + 104}" width="116" height="150" rx="10" fill="${lighten(p.accents[0], 0.6)}"/>`;
  s += `<rect x="${x + 178}" y="${y + 124}" width="60" height="10" rx="5" fill="${p.ink}" opacity="0.5"/><rect x="${x + 178}" y="${y + 190}" width="84" height="36" rx="10" fill="${p.accents[0]}"/>`;
  s += `<rect x="${x + 175}" y="${y + 450}" width="90" height="18" rx="6" fill="${darken(p.ink, 0.2)}"/>`;
  s += hand({ x: x + 80, y: y + 260, scale: 0.62, rotate: 10, fill: SKIN[2], sleeve: p.accents[1], pose: "flat" });
  s += `<path d="M${x + 128} ${y + 190} V${y + 300}" stroke="${p.accents[2]}" stroke-width="5" stroke-dasharray="2 12" stroke-linecap="round"/>`;
  s += `<path d="M${x + 120} ${y + 245} H${x + 146} M${x + 138} ${y + 237} L${x + 146} ${y + 245} L${x + 138} ${y + 253}" fill="none" stroke="${p.accents[2]}" stroke-width="5" stroke-linecap="round"/>`;
  // 2: wheelchair user gesturing at a wall screen
  x = xs[1];
  s += `<rect x="${x + 150}" y="${y + 70}" width="160" height="110" rx="10" fill="${p.ink}"/><rect x="${x + 158}" y="${y + 78}" width="144" height="94" rx="6" fill="${lighten(p.accents[1], 0.6)}"/>`;
  s += cursor({ x: x + 220, y: y + 110, scale: 0.8, fill: "#ffffff", stroke: p.ink });
  s += wheelchairUser(x + 120, y + 380, 0.95, look("fig26-wc", { clothes: p.accents[1], skin: SKIN[5] }));
  s += waves({ cx: x + 210, cy: y + 180, r0: 20, step: 14, count: 3, from: -30, to: 60, color: p.accents[2], width: 4 });
  // 3: several people facing one meeting-room display
  x = xs[2];
  s += `<rect x="${x + 45}" y="${y + 70}" width="240" height="140" rx="12" fill="${p.ink}"/><rect x="${x + 55}" y="${y + 80}" width="220" height="120" rx="8" fill="${lighten(p.accents[2], 0.6)}"/>`;
  for (let k = 0; k < 4; k++)
    s += `<rect x="${x + 70 + (k % 2) * 105}" y="${y + 92 + Math.floor(k / 2) * 56}" width="90" height="46" rx="6" fill="#ffffff" opacity="0.85"/>`;
  s += `<path d="M${x + 30} ${y + 330} H${x + 300} L${x + 320} ${y + 380} H${x + 10} Z" fill="${lighten(p.ink, 0.75)}"/>`;
  const ppl = [
    [x + 80, y + 440],
    [x + 165, y + 450],
    [x + 250, y + 440],
  ];
  ppl.forEach(([px, py], k) => (s += personBack({ x: px, y: py, w: 90, look: look(`fig26-p${k}`) })));
  return s;
};

F["26:1"] = (p, r, defs) => {
  let s = "";
  const y = 470;
  // camera
  s += card(80, y - 110, 200, 220, p);
  s += icon("camera", 180, y, 110, p.ink);
  s += arrow(300, y, 390, y, p.ink);
  // on-device box containing hand outline -> points -> command
  s += card(410, y - 200, 640, 400, p, { stroke: p.accents[0] });
  s += hub({ cx: 730, cy: y + 150, w: 120, body: "#2a3142", top: "#1b2130", ring: p.accents[0], defs });
  const hx = 530;
  s += hand({ x: hx, y: y + 10, scale: 0.85, fill: "none", pose: "open" }).replace(
    /<g fill="none">/,
    `<g fill="none" stroke="${p.ink}" stroke-width="4" stroke-dasharray="10 6">`,
  );
  s += arrow(600, y - 20, 650, y - 20, p.ink, { width: 5 });
  s += landmarks({ x: 740, y: y + 10, scale: 0.85, r, line: p.ink, dot: p.accents[1], dotStroke: "#ffffff", width: 3.5, radius: 5 });
  s += arrow(820, y - 20, 870, y - 20, p.ink, { width: 5 });
  s += `<circle cx="950" cy="${y - 20}" r="58" fill="${p.accents[0]}"/>` + icon("next", 950, y - 20, 70, "#ffffff");
  // cloud off to the side, with nothing connected to it
  s += `<g opacity="0.35">${icon("cloud", 1170, 190, 150, p.ink)}</g>`;
  s += `<path d="M1110 250 A90 90 0 0 0 1230 250" fill="none" stroke="${p.ink}" stroke-width="4" stroke-dasharray="4 10" opacity="0.3"/>`;
  return s;
};

// 27: gesture-controlled TVs
F["27:0"] = (p, r, _defs) => {
  let s = `<rect x="0" y="640" width="1280" height="213" fill="${lighten(p.ink, 0.85)}"/>`;
  // wall screen + camera above it
  s += `<rect x="720" y="170" width="460" height="270" rx="14" fill="${p.ink}"/>`;
  s += screen({ x: 734, y: 184, w: 432, h: 242, frame: darken(p.ink, 0.2), surface: p.surface, accents: p.accents, r, variant: 1, rx: 8 });
  s += `<rect x="920" y="140" width="60" height="26" rx="10" fill="${p.ink}"/><circle cx="950" cy="153" r="7" fill="${p.accents[0]}"/>`;
  s += `<rect x="760" y="560" width="380" height="30" rx="8" fill="${darken(p.surface, 0.2)}"/>`;
  // sofa and seated person lifting a hand
  s += sofa(110, 620, 360, p.accents[1]);
  const pr = personFront({
    x: 290,
    y: 760,
    h: 470,
    look: look("fig27-sofa", { clothes: p.accents[2] }),
    legs: false,
    armR: { a1: 110, a2: 150, pose: "open" },
  });
  s += pr.markup;
  s += `<rect x="90" y="570" width="400" height="70" rx="26" fill="${p.accents[1]}"/>`;
  const legs = darken(p.accents[2], 0.55);
  s += `<path d="M255 630 V730 M325 630 V730" stroke="${legs}" stroke-width="34" stroke-linecap="round"/><ellipse cx="255" cy="610" rx="30" ry="22" fill="${legs}"/><ellipse cx="325" cy="610" rx="30" ry="22" fill="${legs}"/>`;
  s += `<ellipse cx="250" cy="742" rx="26" ry="10" fill="#2b3040"/><ellipse cx="330" cy="742" rx="26" ry="10" fill="#2b3040"/>`;
  // dotted arc showing the distance
  const [hx, hy] = pr.handR;
  s += `<path d="M${n(hx + 20)} ${n(hy - 40)} Q${n((hx + 740) / 2)} 90 740 250" fill="none" stroke="${p.accents[0]}" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>`;
  s += `<path d="M${n(hx + 10)} ${n(hy - 30)} v-24 M${n(hx + 10)} ${n(hy - 30)} h-24" stroke="${p.accents[0]}" stroke-width="0"/>`;
  s += `<rect x="${n((hx + 740) / 2 - 50)}" y="150" width="100" height="38" rx="19" fill="#ffffff" stroke="${p.accents[0]}" stroke-width="3"/><rect x="${n((hx + 740) / 2 - 30)}" y="164" width="60" height="10" rx="5" fill="${p.ink}" opacity="0.6"/>`;
  return s;
};

F["27:1"] = (p, _r, _defs) => {
  let s = "";
  const poses = [
    ["open", "pause"],
    ["point", "select"],
    ["pinch", "zoom"],
    ["flat", "next"],
    ["fist", "stop"],
  ];
  const cw = 200;
  const gap = (1280 - 5 * cw) / 6;
  poses.forEach(([pose, sym], i) => {
    const x = gap + i * (cw + gap);
    const c = acc(p, i);
    s += card(x, 150, cw, 260, p);
    s += `<circle cx="${x + cw / 2}" cy="270" r="86" fill="${lighten(c, 0.82)}"/>`;
    const extra = pose === "flat" ? waves({ cx: x + cw / 2 + 60, cy: 250, r0: 14, step: 12, count: 2, from: 30, to: 150, color: c, width: 4 }) : "";
    s += hand({ x: x + cw / 2, y: 300, scale: 0.62, rotate: pose === "flat" ? -70 : 0, fill: c, pose });
    s += extra;
    s += arrow(x + cw / 2, 430, x + cw / 2, 500, p.ink, { width: 5 });
    s += `<rect x="${x + 20}" y="520" width="${cw - 40}" height="170" rx="18" fill="${p.ink}"/><rect x="${x + 30}" y="530" width="${cw - 60}" height="150" rx="12" fill="${p.surface}"/>`;
    s += icon(sym, x + cw / 2, 605, 80, c, p.surface);
  });
  return s;
};

F["27:2"] = (p, _r, _defs) => {
  let s = "";
  // a big screen corner filling the frame
  s += `<rect x="160" y="220" width="1300" height="800" rx="40" fill="${p.ink}"/><rect x="190" y="250" width="1270" height="770" rx="20" fill="${p.surface}"/>`;
  s += bars(260, 330, 360, 4, p.ink, 0.15, "27-2");
  // the glowing ring that fills while the hand is held still
  const cx = 720;
  const cy = 560;
  const R = 130;
  const circ = 2 * Math.PI * R;
  s += `<circle cx="${cx}" cy="${cy}" r="${R + 40}" fill="${p.accents[0]}" opacity="0.12"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${p.ink}" stroke-width="22" opacity="0.1"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${p.accents[0]}" stroke-width="22" stroke-linecap="round" stroke-dasharray="${n(circ * 0.68)} ${n(circ)}" transform="rotate(-90 ${cx} ${cy})"/>`;
  s += hand({ x: cx, y: cy + 30, scale: 0.8, fill: p.accents[1], pose: "open" });
  // small camera with a closed shutter, on the bezel
  s += `<rect x="330" y="170" width="150" height="60" rx="18" fill="${darken(p.ink, 0.2)}"/>`;
  s += icon("cameraClosed", 405, 200, 70, lighten(p.ink, 0.5), darken(p.ink, 0.2));
  s += `<circle cx="500" cy="200" r="9" fill="${p.accents[2]}" opacity="0.4"/>`;
  return s;
};

// 28: presentations without a clicker
function presenterScene(p, r, { desk = false, seed }) {
  let s = `<rect x="0" y="700" width="1280" height="153" fill="${lighten(p.ink, 0.85)}"/>`;
  // screen with a slide moving to the next one
  s += `<rect x="620" y="110" width="600" height="380" rx="18" fill="${p.ink}"/><rect x="636" y="126" width="568" height="348" rx="10" fill="${lighten(p.surface, 0.2)}"/>`;
  s += `<g opacity="0.45">${slide(660, 170, 250, 170, p, r, { accent: 0 })}</g>`;
  s += slide(920, 200, 260, 180, p, r, { accent: 1, chart: true });
  s += arrow(790, 380, 1060, 410, p.accents[0], { width: 7, dashed: false, curve: -70, opacity: 0.9 });
  // lectern or desk, left empty
  if (desk)
    s +=
      `<rect x="60" y="560" width="300" height="24" rx="6" fill="${darken(p.accents[3 % p.accents.length], 0.2)}"/><rect x="80" y="584" width="20" height="140" fill="${darken(p.accents[3 % p.accents.length], 0.35)}"/><rect x="320" y="584" width="20" height="140" fill="${darken(p.accents[3 % p.accents.length], 0.35)}"/>` +
      `<rect x="110" y="520" width="110" height="40" rx="6" fill="${p.ink}" opacity="0.7"/>`;
  else
    s += `<path d="M100 440 H250 L230 740 H120 Z" fill="${darken(p.accents[3 % p.accents.length], 0.25)}"/><path d="M80 420 H270 L258 460 H92 Z" fill="${darken(p.accents[3 % p.accents.length], 0.1)}"/>`;
  const pr = personFront({ x: 440, y: 760, h: 560, look: look(seed, { clothes: p.accents[2] }), armR: { a1: 120, a2: 150, pose: "open" } });
  s += pr.markup;
  s += waves({ cx: pr.handR[0] + 30, cy: pr.handR[1] - 20, r0: 30, step: 18, count: 3, from: 20, to: 120, color: p.accents[0], width: 5 });
  return s;
}
F["28:0"] = (p, r, _defs) => presenterScene(p, r, { seed: "fig28-presenter" });

F["28:1"] = (p, _r, _defs) => {
  let s = "";
  // left: slide with a circled region on a bar chart
  s += card(70, 170, 520, 440, p);
  s += slide(110, 210, 440, 360, p, rng("28-slide"), { accent: 0, chart: true });
  s += `<ellipse cx="430" cy="430" rx="80" ry="110" fill="none" stroke="${p.accents[1]}" stroke-width="8"/>`;
  s += hand({ x: 540, y: 640, scale: 0.55, rotate: -20, fill: SKIN[3], sleeve: p.accents[2], pose: "point" });
  s += arrow(620, 390, 680, 390, p.ink);
  // right: the same slide inside a video-call window with remote attendees
  s += card(700, 130, 520, 560, p, { fill: p.ink });
  s += slide(730, 170, 460, 330, p, rng("28-slide"), { accent: 0, chart: true });
  s += `<ellipse cx="1025" cy="375" rx="72" ry="96" fill="none" stroke="${p.accents[1]}" stroke-width="7"/>`;
  for (let i = 0; i < 4; i++) {
    const x = 730 + i * 118;
    s += `<rect x="${x}" y="530" width="106" height="130" rx="10" fill="${lighten(p.ink, 0.25)}"/>`;
    const l = look(`fig28-remote${i}`);
    s += `<circle cx="${x + 53}" cy="580" r="22" fill="${l.skin}"/><path d="M${x + 31} 578 C${x + 31} 548 ${x + 75} 548 ${x + 75} 578 C${x + 68} 562 ${x + 38} 562 ${x + 31} 578 Z" fill="${l.hair}"/><path d="M${x + 18} 660 C${x + 18} 622 ${x + 36} 608 ${x + 53} 608 C${x + 70} 608 ${x + 88} 622 ${x + 88} 660 Z" fill="${l.clothes}"/>`;
  }
  return s;
};

F["28:2"] = (p, _r, _defs) => {
  let s = "";
  // top-down: the presenter's shoulders and head, the active zone in front of the chest
  const cx = 640;
  const cy = 300;
  s += `<rect x="${cx - 230}" y="${cy + 70}" width="460" height="300" rx="30" fill="${p.accents[0]}" opacity="0.18"/>`;
  s += `<rect x="${cx - 230}" y="${cy + 70}" width="460" height="300" rx="30" fill="none" stroke="${p.accents[0]}" stroke-width="5" stroke-dasharray="14 10"/>`;
  s += `<ellipse cx="${cx}" cy="${cy}" rx="170" ry="70" fill="${p.accents[2]}"/>`;
  s += `<circle cx="${cx}" cy="${cy + 4}" r="58" fill="${darken(p.accents[2], 0.5)}"/><circle cx="${cx}" cy="${cy + 16}" r="44" fill="${SKIN[3]}" opacity="0.0"/>`;
  s += `<path d="M${cx - 28} ${cy + 56} Q${cx} ${cy + 74} ${cx + 28} ${cy + 56}" fill="none" stroke="${darken(p.accents[2], 0.6)}" stroke-width="6" stroke-linecap="round"/>`;
  // hands inside the zone (solid) and outside (faded)
  s += hand({ x: cx - 90, y: cy + 230, scale: 0.6, rotate: -10, fill: SKIN[3], pose: "open" });
  s += hand({ x: cx + 90, y: cy + 240, scale: 0.6, rotate: 12, fill: SKIN[3], pose: "point", mirror: true });
  s += `<g opacity="0.28">${hand({ x: cx - 380, y: cy + 60, scale: 0.6, rotate: -60, fill: SKIN[3], pose: "open" })}${hand({ x: cx + 390, y: cy + 20, scale: 0.6, rotate: 70, fill: SKIN[3], pose: "flat", mirror: true })}</g>`;
  s += `<path d="M${cx - 170} ${cy + 10} Q${cx - 280} ${cy + 40} ${cx - 330} ${cy + 60}" stroke="${p.accents[2]}" stroke-width="34" stroke-linecap="round" fill="none" opacity="0.28"/>`;
  s += `<path d="M${cx + 170} ${cy} Q${cx + 280} ${cy + 10} ${cx + 340} ${cy + 20}" stroke="${p.accents[2]}" stroke-width="34" stroke-linecap="round" fill="none" opacity="0.28"/>`;
  s += `<path d="M${cx - 150} ${cy + 40} Q${cx - 130} ${cy + 140} ${cx - 100} ${cy + 190}" stroke="${p.accents[2]}" stroke-width="34" stroke-linecap="round" fill="none"/>`;
  s += `<path d="M${cx + 150} ${cy + 40} Q${cx + 130} ${cy + 150} ${cx + 100} ${cy + 200}" stroke="${p.accents[2]}" stroke-width="34" stroke-linecap="round" fill="none"/>`;
  // screen edge at the bottom, the direction the presenter faces
  s += `<rect x="${cx - 300}" y="760" width="600" height="24" rx="12" fill="${p.ink}"/>`;
  s += arrow(cx, 690, cx, 745, p.ink, { width: 5 });
  return s;
};

// 29: health AI principles
F["29:0"] = (p, _r, _defs) => {
  let s = "";
  const cx = 640;
  const cy = 440;
  const R = 330;
  const icons = ["hand", "heart", "eye", "check", "people", "cycle"];
  const colours = [acc(p, 0), acc(p, 1), acc(p, 2), acc(p, 3), mix(p.accents[0], p.ink, 0.3), mix(p.accents[1], p.ink, 0.3)];
  const pt = (k, rr = R) => [cx + rr * Math.cos(rad(-90 + k * 60)), cy + rr * Math.sin(rad(-90 + k * 60))];
  for (let k = 0; k < 6; k++) {
    const a = pt(k);
    const b = pt(k + 1);
    s += `<path d="M${cx} ${cy} L${n(a[0])} ${n(a[1])} L${n(b[0])} ${n(b[1])} Z" fill="${colours[k]}" stroke="#ffffff" stroke-width="8" stroke-linejoin="round"/>`;
    const m = [cx + R * 0.6 * Math.cos(rad(-60 + k * 60)), cy + R * 0.6 * Math.sin(rad(-60 + k * 60))];
    s += `<circle cx="${n(m[0])}" cy="${n(m[1])}" r="56" fill="#ffffff" opacity="0.92"/>`;
    if (icons[k] === "hand") s += hand({ x: m[0], y: m[1] + 14, scale: 0.36, fill: colours[k], pose: "open" });
    else s += icon(icons[k], m[0], m[1], 64, colours[k]);
  }
  s += `<circle cx="${cx}" cy="${cy}" r="46" fill="#ffffff"/><circle cx="${cx}" cy="${cy}" r="20" fill="${p.ink}"/>`;
  return s;
};

F["29:1"] = (p, r, defs) => {
  let s = "";
  // clinic room outline
  s += `<rect x="80" y="140" width="700" height="600" rx="30" fill="#ffffff" stroke="${p.ink}" stroke-width="6"/>`;
  s += `<rect x="150" y="470" width="320" height="150" rx="20" fill="${lighten(p.accents[0], 0.7)}"/>` + icon("bed", 310, 540, 240, p.accents[0]);
  s += icon("camera", 640, 200, 80, p.ink);
  s += `<path d="M640 240 L520 400" stroke="${p.accents[2]}" stroke-width="4" stroke-dasharray="3 10" opacity="0.6"/>`;
  // on-site device with padlock
  s += arrow(640, 250, 640, 470, p.ink, { width: 5 });
  s += hub({ cx: 640, cy: 520, w: 150, body: "#2a3142", top: "#1b2130", ring: p.accents[0], defs });
  s += `<circle cx="710" cy="630" r="40" fill="${p.accents[1]}"/>` + icon("lock", 710, 630, 48, "#ffffff", p.accents[1]);
  // crossed-out line to the cloud
  s += `<path d="M800 480 H1030" stroke="${p.ink}" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.5"/>`;
  s += `<path d="M895 440 l50 80 M945 440 l-50 80" stroke="${p.accents[2]}" stroke-width="12" stroke-linecap="round"/>`;
  s += `<g opacity="0.45">${icon("cloud", 1140, 480, 190, p.ink)}</g>`;
  return s;
};

// 30: accessibility is a requirement
F["30:0"] = (p, r, _defs) => {
  let s = "";
  const kinds = ["eye", "hand", "bulb", "gear"];
  const bw = 230;
  const x0 = (1280 - 4 * bw - 3 * 12) / 2;
  const by = 560;
  // screen resting on top of the foundation
  s += `<rect x="${x0 + 150}" y="150" width="${4 * bw + 36 - 300}" height="330" rx="20" fill="${p.ink}"/>`;
  s += screen({
    x: x0 + 166,
    y: 166,
    w: 4 * bw + 36 - 332,
    h: 298,
    frame: darken(p.ink, 0.2),
    surface: p.surface,
    accents: p.accents,
    r,
    variant: 0,
    rx: 12,
  });
  s += `<rect x="${x0 + 450}" y="480" width="${4 * bw + 36 - 900}" height="50" fill="${darken(p.ink, 0.1)}"/><rect x="${x0 + 330}" y="524" width="${4 * bw + 36 - 660}" height="20" rx="6" fill="${darken(p.ink, 0.1)}"/>`;
  kinds.forEach((k, i) => {
    const x = x0 + i * (bw + 12);
    const c = acc(p, i);
    s += `<rect x="${x}" y="${by}" width="${bw}" height="160" rx="14" fill="${c}"/><rect x="${x}" y="${by + 130}" width="${bw}" height="30" rx="10" fill="${darken(c, 0.2)}"/>`;
    s += `<circle cx="${x + bw / 2}" cy="${by + 72}" r="50" fill="#ffffff" opacity="0.92"/>`;
    if (k === "hand") s += hand({ x: x + bw / 2, y: by + 86, scale: 0.34, fill: c, pose: "point" });
    else s += icon(k, x + bw / 2, by + 72, 58, c);
  });
  s += `<rect x="${x0 - 30}" y="${by + 164}" width="${4 * bw + 96}" height="20" rx="10" fill="${p.ink}" opacity="0.2"/>`;
  return s;
};

F["30:1"] = (p, _r, _defs) => {
  let s = "";
  const tx = 930;
  const ty = 430;
  // the one on-screen button
  s += `<rect x="${tx - 150}" y="${ty - 200}" width="360" height="400" rx="26" fill="${p.ink}"/><rect x="${tx - 136}" y="${ty - 186}" width="332" height="372" rx="16" fill="${p.surface}"/>`;
  s += `<rect x="${tx - 80}" y="${ty - 40}" width="220" height="80" rx="40" fill="${p.accents[0]}"/><rect x="${tx - 30}" y="${ty - 7}" width="120" height="14" rx="7" fill="#ffffff"/>`;
  const srcs = [
    ["hand", 200, 140],
    ["keyboard", 150, 300],
    ["switch", 130, 460],
    ["finger", 150, 620],
    ["wave", 220, 770],
  ];
  srcs.forEach(([k, x, y], i) => {
    const c = acc(p, i);
    s += `<path d="M${x + 70} ${y} C${x + 300} ${y} ${tx - 300} ${ty} ${tx - 90} ${ty}" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 14"/>`;
    s += `<circle cx="${x}" cy="${y}" r="62" fill="#ffffff"/><circle cx="${x}" cy="${y}" r="62" fill="none" stroke="${c}" stroke-width="5"/>`;
    if (k === "hand") s += hand({ x, y: y + 16, scale: 0.38, fill: c, pose: "open" });
    else if (k === "finger") s += hand({ x: x - 6, y: y + 20, scale: 0.38, fill: c, pose: "point" });
    else s += icon(k, x, y, 70, c);
  });
  return s;
};

// 31: roadmap
F["31:0"] = (p, r, _defs) => {
  let s = presenterScene(p, r, { seed: "fig31-presenter" });
  // small signing figure in the screen's corner
  s += `<rect x="1090" y="140" width="100" height="110" rx="12" fill="#ffffff" stroke="${p.accents[0]}" stroke-width="4"/>`;
  s += `<circle cx="1140" cy="180" r="15" fill="${SKIN[5]}"/><path d="M1105 250 C1105 214 1122 202 1140 202 C1158 202 1175 214 1175 250 Z" fill="${p.ink}"/>`;
  s +=
    hand({ x: 1112, y: 212, scale: 0.16, rotate: -12, fill: SKIN[5], pose: "open" }) +
    hand({ x: 1168, y: 212, scale: 0.16, rotate: 12, fill: SKIN[5], pose: "ily", mirror: true });
  // waitlist badge below the screen
  s += `<rect x="800" y="560" width="260" height="70" rx="35" fill="${p.accents[1]}"/>` + icon("bell", 845, 595, 40, "#ffffff");
  s += `<text x="875" y="606" font-family="${FONT}" font-weight="700" font-size="28" fill="#ffffff">Waitlist</text>`;
  return s;
};

F["31:1"] = (p, _r, _defs) => {
  let s = "";
  const y = 430;
  s += `<path d="M80 ${y} H520" stroke="${p.ink}" stroke-width="10" stroke-linecap="round"/>`;
  for (const [x, c] of [
    [140, p.accents[0]],
    [320, p.accents[1]],
    [500, p.accents[2]],
  ])
    s += `<circle cx="${x}" cy="${y}" r="20" fill="#ffffff" stroke="${c}" stroke-width="8"/>`;
  const ends = [170, 430, 690];
  ends.forEach((ey, i) => {
    s += `<path d="M520 ${y} C700 ${y} 700 ${ey} 860 ${ey}" fill="none" stroke="${acc(p, i)}" stroke-width="10" stroke-linecap="round"/>`;
    s += card(870, ey - 100, 320, 200, p);
  });
  // 1: a pair of signing hands
  s +=
    hand({ x: 985, y: 200, scale: 0.55, rotate: -12, fill: p.accents[0], pose: "open" }) +
    hand({ x: 1080, y: 200, scale: 0.55, rotate: 12, fill: p.accents[0], pose: "ily", mirror: true });
  // 2: a room with lights and a display
  s += `<path d="M920 520 V370 L1030 330 L1140 370 V520" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linejoin="round"/>`;
  s += icon("bulb", 970, 410, 50, p.accents[3 % p.accents.length]);
  s += `<rect x="1010" y="410" width="100" height="64" rx="6" fill="${p.accents[1]}"/><rect x="1050" y="474" width="20" height="16" fill="${p.ink}"/>`;
  // 3: cluster of connected app tiles
  const tiles = [
    [960, 650],
    [1050, 620],
    [1120, 690],
    [1000, 730],
    [1090, 760],
  ];
  tiles.forEach(([a, b], i) =>
    tiles.slice(i + 1).forEach(([c2, d]) => (s += `<path d="M${a} ${b} L${c2} ${d}" stroke="${p.ink}" stroke-width="3" opacity="0.3"/>`)),
  );
  tiles.forEach(([a, b], i) => (s += `<rect x="${a - 24}" y="${b - 24}" width="48" height="48" rx="12" fill="${acc(p, i)}"/>`));
  return s;
};

// 32: gesture classrooms
F["32:0"] = (p, r, _defs) => presenterScene(p, r, { desk: true, seed: "fig32-teacher" });

F["32:1"] = (p, r, _defs) => {
  let s = `<rect x="0" y="600" width="1280" height="253" fill="${lighten(p.ink, 0.85)}"/>`;
  s += `<rect x="170" y="70" width="940" height="470" rx="22" fill="${p.ink}"/><rect x="188" y="88" width="904" height="434" rx="12" fill="${p.surface}"/>`;
  // lesson area
  s += `<rect x="210" y="110" width="590" height="390" rx="12" fill="#ffffff"/>`;
  s += slide(230, 130, 550, 350, p, r, { accent: 0 });
  // framed panel with a pair of signing hands
  s += `<rect x="820" y="110" width="250" height="390" rx="16" fill="${lighten(p.accents[1], 0.8)}" stroke="${p.accents[1]}" stroke-width="6"/>`;
  s +=
    hand({ x: 895, y: 330, scale: 0.6, rotate: -14, fill: SKIN[4], sleeve: p.ink, pose: "open" }) +
    hand({ x: 995, y: 300, scale: 0.6, rotate: 14, fill: SKIN[4], sleeve: p.ink, pose: "ily", mirror: true });
  // rows of simple student silhouettes
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 7; i++) {
      const x = 130 + i * 170 + (row ? 85 : 0);
      if (x > 1220) continue;
      s += personBack({ x, y: 720 + row * 150, w: row ? 150 : 120, look: look(`fig32-st${row}-${i}`) });
    }
  return s;
};

// 33: AI ASL overlays
F["33:0"] = (p, _r, _defs) => {
  let s = "";
  // block of text
  s += card(70, 230, 300, 380, p);
  s += bars(110, 280, 220, 11, p.ink, 0.28, "33-text");
  s += arrow(390, 420, 450, 420, p.ink);
  // grid of abstract language tokens
  s += card(470, 230, 320, 380, p);
  const rr = rng("33-tokens");
  for (let row = 0; row < 6; row++) {
    let x = 500;
    while (x < 740) {
      const w = rr.range(40, 100);
      if (x + w > 760) break;
      s += `<rect x="${n(x)}" y="${262 + row * 56}" width="${n(w)}" height="36" rx="18" fill="${p.accents[rr.int(0, 3) % p.accents.length]}" opacity="${n(rr.range(0.55, 0.95))}"/>`;
      x += w + 10;
    }
  }
  s += arrow(810, 420, 870, 420, p.ink);
  // framed figure signing with expressive hands and face
  const fx = 890;
  const fy = 210;
  s += card(fx, fy, 320, 420, p, { stroke: p.accents[0] });
  const sg = personFront({
    x: fx + 160,
    y: fy + 700,
    h: 640,
    look: look("fig33-signer", { style: "curly", skin: SKIN[6], clothes: p.ink }),
    legs: false,
    armL: { a1: -40, a2: -165, pose: "open" },
    armR: { a1: 30, a2: 150, pose: "ily" },
  });
  s += `<svg x="${fx}" y="${fy}" width="320" height="420" viewBox="${fx} ${fy} 320 420" overflow="hidden">${sg.markup}</svg>`;
  s += `<path d="M${fx + 128} ${fy + 92} q10 -10 20 0 M${fx + 172} ${fy + 92} q10 -10 20 0" fill="none" stroke="#1f2330" stroke-width="4" stroke-linecap="round"/>`;
  return s;
};

F["33:1"] = (p, _r, _defs) => {
  let s = "";
  const cx = 640;
  const cy = 440;
  const R = 260;
  s += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="${p.ink}" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round" opacity="0.6"/>`;
  const nodes = [-90, 30, 150];
  nodes.forEach((a) => {
    // arrowheads along the loop, between nodes
    const am = rad(a + 60);
    const ax = cx + R * Math.cos(am);
    const ay = cy + R * Math.sin(am);
    const t = am + Math.PI / 2;
    s += `<path d="M${n(ax - 16 * Math.cos(t) + 12 * Math.cos(t - Math.PI / 2))} ${n(ay - 16 * Math.sin(t) + 12 * Math.sin(t - Math.PI / 2))} L${n(ax)} ${n(ay)} L${n(ax - 16 * Math.cos(t) - 12 * Math.cos(t - Math.PI / 2))} ${n(ay - 16 * Math.sin(t) - 12 * Math.sin(t - Math.PI / 2))}" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  // signing panel (top)
  let [x, y] = [cx + R * Math.cos(rad(-90)), cy + R * Math.sin(rad(-90))];
  s += card(x - 110, y - 90, 220, 180, p, { stroke: p.accents[0] });
  s +=
    hand({ x: x - 40, y: y + 30, scale: 0.42, rotate: -12, fill: p.accents[0], pose: "open" }) +
    hand({ x: x + 40, y: y + 30, scale: 0.42, rotate: 12, fill: p.accents[0], pose: "ily", mirror: true });
  // reviewer's eye with a checkmark (lower right)
  [x, y] = [cx + R * Math.cos(rad(30)), cy + R * Math.sin(rad(30))];
  s += card(x - 100, y - 90, 200, 180, p, { stroke: p.accents[1] });
  s += icon("eye", x - 10, y, 110, p.accents[1]);
  s += `<circle cx="${n(x + 62)}" cy="${n(y - 52)}" r="30" fill="#ffffff"/>` + icon("check", x + 62, y - 52, 54, p.accents[2]);
  // pencil making corrections (lower left)
  [x, y] = [cx + R * Math.cos(rad(150)), cy + R * Math.sin(rad(150))];
  s += card(x - 100, y - 90, 200, 180, p, { stroke: p.accents[2] });
  s += bars(x - 70, y - 40, 120, 3, p.ink, 0.25, "33-corr");
  s += `<path d="M${n(x - 70)} ${n(y + 24)} H${n(x + 10)}" stroke="${p.accents[2]}" stroke-width="6" stroke-linecap="round"/>`;
  s += icon("pencil", x + 40, y + 10, 90, p.accents[2]);
  // person at the centre
  s += `<circle cx="${cx}" cy="${cy}" r="80" fill="#ffffff"/>` + icon("person", cx, cy, 100, p.ink);
  return s;
};

// 34: inclusive AI market
F["34:0"] = (p, _r, _defs) => {
  let s = "";
  const cx = 640;
  const cy = 430;
  const G = 170;
  s += `<circle cx="${cx}" cy="${cy}" r="${G}" fill="${lighten(p.accents[0], 0.55)}"/>`;
  s += `<g fill="none" stroke="${p.accents[0]}" stroke-width="5"><circle cx="${cx}" cy="${cy}" r="${G}"/><ellipse cx="${cx}" cy="${cy}" rx="${G * 0.45}" ry="${G}"/><path d="M${cx - G} ${cy} H${cx + G} M${cx - G * 0.88} ${cy - G * 0.48} H${cx + G * 0.88} M${cx - G * 0.88} ${cy + G * 0.48} H${cx + G * 0.88} M${cx} ${cy - G} V${cy + G}"/></g>`;
  s += `<path d="M${cx - 90} ${cy - 60} q40 -40 80 -10 t40 50 q-30 40 -70 20 t-50 -60 Z" fill="${p.accents[1]}" opacity="0.6"/><path d="M${cx + 30} ${cy + 40} q50 -10 70 30 q-20 50 -60 40 Z" fill="${p.accents[1]}" opacity="0.6"/>`;
  const rr = rng("34-ring");
  for (const [R, count] of [
    [250, 30],
    [320, 40],
  ]) {
    for (let i = 0; i < count; i++) {
      const a = rad((360 / count) * i + (R === 320 ? 4.5 : 0));
      const x = cx + R * Math.cos(a) * 1.35;
      const y = cy + R * Math.sin(a);
      if (y < 40 || y > 820) continue;
      const special = rr.chance(0.2);
      const c = special ? p.accents[2] : mix(p.ink, "#ffffff", 0.35);
      s += icon("person", x, y, 40, c);
      if (special)
        s +=
          `<circle cx="${n(x + 16)}" cy="${n(y - 16)}" r="13" fill="#ffffff"/>` +
          icon(rr.chance(0.5) ? "ear" : "wheelchair", x + 16, y - 16, 20, p.accents[2]);
    }
  }
  return s;
};

F["34:1"] = (p, _r, _defs) => {
  let s = "";
  s += card(60, 130, 720, 600, p);
  const cols = 10;
  const rows = 7;
  const rr = rng("34-grid");
  const lit = new Set(rr.shuffle([...Array(cols * rows).keys()]).slice(0, Math.round(cols * rows * 0.56)));
  for (let i = 0; i < cols * rows; i++) {
    const x = 120 + (i % cols) * 66;
    const y = 190 + Math.floor(i / cols) * 76;
    s += icon("building", x, y, 52, lit.has(i) ? p.accents[0] : mix(p.ink, "#ffffff", 0.8));
  }
  s += card(830, 130, 390, 600, p);
  const hs = [0.35, 0.5, 0.62, 0.8];
  hs.forEach((h, i) => {
    const bh = 420 * h;
    s += `<rect x="${880 + i * 80}" y="${n(660 - bh)}" width="56" height="${n(bh)}" rx="12" fill="${i === 3 ? p.accents[1] : lighten(p.accents[0], 0.3)}"/>`;
  });
  s += `<path d="M860 664 H1190" stroke="${p.ink}" stroke-width="4" opacity="0.3"/>`;
  return s;
};

// 35: privacy-first vision
F["35:0"] = (p, _r, _defs) => {
  let s = "";
  // the device, with everything happening inside it
  s += `<rect x="100" y="200" width="820" height="470" rx="60" fill="${p.ink}"/><rect x="124" y="224" width="772" height="422" rx="44" fill="${p.surface}"/>`;
  s += `<circle cx="250" cy="435" r="80" fill="${lighten(p.accents[0], 0.75)}"/>` + icon("camera", 250, 435, 100, p.ink, lighten(p.accents[0], 0.75));
  s += arrow(345, 435, 400, 435, p.ink, { width: 5 });
  // hand outline reduced to a few connected points
  const pts = landmarkPoints(rng("35-pts")).map(([x, y]) => [520 + x * 1.1, 470 + y * 1.1]);
  s += hand({ x: 520, y: 470, scale: 1.1, fill: "none", pose: "open" }).replace(
    /<g fill="none">/,
    `<g fill="none" stroke="${p.ink}" stroke-width="3" stroke-dasharray="8 8" opacity="0.45">`,
  );
  const keep = [0, 4, 8, 12, 16, 20];
  for (const k of keep.slice(1))
    s += `<path d="M${n(pts[0][0])} ${n(pts[0][1])} L${n(pts[k][0])} ${n(pts[k][1])}" stroke="${p.accents[1]}" stroke-width="5" stroke-linecap="round"/>`;
  for (const k of keep) s += `<circle cx="${n(pts[k][0])}" cy="${n(pts[k][1])}" r="11" fill="${p.accents[1]}" stroke="#ffffff" stroke-width="4"/>`;
  s += arrow(650, 435, 705, 435, p.ink, { width: 5 });
  s += `<circle cx="790" cy="435" r="64" fill="${p.accents[0]}"/>` + icon("next", 790, 435, 76, "#ffffff");
  // dashed cloud outside that receives nothing
  s += `<path d="M1010 350 A45 45 0 0 1 1004 262 A60 60 0 0 1 1116 246 A50 50 0 0 1 1130 350 Z" fill="none" stroke="${p.ink}" stroke-width="6" stroke-dasharray="14 12" stroke-linejoin="round" opacity="0.45"/>`;
  return s;
};

F["35:1"] = (p, _r, _defs) => {
  let s = "";
  s += `<rect x="90" y="120" width="760" height="560" rx="30" fill="${p.ink}"/><rect x="110" y="140" width="720" height="520" rx="18" fill="${p.surface}"/>`;
  // clear camera-on indicator
  s +=
    `<rect x="140" y="170" width="250" height="64" rx="32" fill="${p.accents[1]}"/><circle cx="180" cy="202" r="14" fill="#ffffff"/>` +
    icon("camera", 240, 202, 44, "#ffffff", p.accents[1]);
  s += `<rect x="280" y="195" width="80" height="14" rx="7" fill="#ffffff"/>`;
  // large toggle switch
  s += `<rect x="150" y="300" width="240" height="120" rx="60" fill="${p.accents[0]}"/><circle cx="330" cy="360" r="48" fill="#ffffff"/>`;
  // short checklist
  for (let i = 0; i < 3; i++) {
    s += icon("check", 470, 310 + i * 100, 54, p.accents[i % p.accents.length], p.surface);
    s += `<rect x="510" y="${300 + i * 100}" width="${[240, 200, 260][i]}" height="18" rx="9" fill="${p.ink}" opacity="0.3"/>`;
  }
  // open palm beside the screen
  s += hand({ x: 1040, y: 500, scale: 1.5, rotate: 8, fill: SKIN[2], sleeve: p.accents[2], pose: "open" });
  return s;
};

export const BESPOKE_FIGURES = F;
