// Reusable motifs built from simple shapes: hands, hand landmarks, cursor,
// screens, waves, sparkles, the edge hub and the small Gestura mark.
import { n, mix, lighten, darken, FONT } from "./lib.mjs";

/** Finger layouts: [centreX, tipY, spreadDeg] in a hand whose palm is 100 wide. */
const POSES = {
  open: {
    fingers: [
      [-36, -120, -9],
      [-12, -134, -3],
      [12, -126, 3],
      [36, -104, 10],
    ],
    thumb: [-40, 78],
  },
  point: {
    fingers: [
      [-36, -134, -3],
      [-12, -50, 0],
      [12, -48, 0],
      [36, -44, 0],
    ],
    thumb: [40, 46],
    tucked: true,
  },
  peace: {
    fingers: [
      [-36, -126, -11],
      [-12, -132, 7],
      [12, -50, 0],
      [36, -44, 0],
    ],
    thumb: [40, 46],
    tucked: true,
  },
  flat: {
    fingers: [
      [-36, -118, -2],
      [-12, -130, -1],
      [12, -124, 1],
      [36, -106, 2],
    ],
    thumb: [-18, 74],
  },
  ily: {
    fingers: [
      [-36, -126, -8],
      [-12, -50, 0],
      [12, -48, 0],
      [36, -108, 12],
    ],
    thumb: [-62, 80],
  },
  fist: {
    fingers: [
      [-36, -62, 0],
      [-12, -66, 0],
      [12, -64, 0],
      [36, -58, 0],
    ],
    thumb: [40, 46],
    tucked: true,
  },
  pinch: {
    fingers: [
      [-36, -92, 22],
      [-12, -132, -2],
      [12, -126, 3],
      [36, -104, 10],
    ],
    thumb: [-14, 70],
  },
};
export const POSE_NAMES = Object.keys(POSES);

/**
 * A stylised hand (fingers up, palm facing viewer) made of rounded rectangles.
 * Shapes share one fill so they merge into a single silhouette.
 */
export function hand({ x, y, scale = 1, rotate = 0, fill, sleeve, pose = "open", opacity = 1, mirror = false, shadow, defs, fade = false }) {
  const p = POSES[pose] || POSES.open;
  const parts = [];
  const finger = ([cx, top, ang]) =>
    `<rect x="${cx - 11.5}" y="${top}" width="23" height="${-top + 4}" rx="11.5" transform="rotate(${ang} ${cx} -20)"/>`;
  parts.push(`<rect x="-50" y="-50" width="100" height="104" rx="34"/>`);
  for (const f of p.fingers) parts.push(finger(f));
  const [tAng, tLen] = p.thumb;
  parts.push(`<rect x="-12.5" y="${-tLen}" width="25" height="${tLen + 10}" rx="12.5" transform="translate(-38 26) rotate(${tAng})"/>`);
  const crease = p.tucked
    ? `<path d="M-44 22 Q-26 4 -4 -4" fill="none" stroke="${darken(fill, 0.14)}" stroke-width="5" stroke-linecap="round"/>`
    : "";
  const fadeFill = (c) =>
    fade && defs
      ? defs.linear(
          [
            [c, 0, 1],
            [c, 0.55, 1],
            [c, 1, 0],
          ],
          { x1: 0, y1: 0, x2: 0, y2: 1 },
        )
      : c;
  const sl = sleeve
    ? `<rect x="-40" y="38" width="80" height="150" rx="18" fill="${fadeFill(sleeve)}"/><rect x="-40" y="38" width="80" height="14" rx="7" fill="${darken(sleeve, 0.12)}"/>`
    : `<rect x="-34" y="30" width="68" height="150" rx="18" fill="${fadeFill(fill)}"/>`;
  const sx = mirror ? -scale : scale;
  const t = `translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(sx)} ${n(scale)})`;
  const sh = shadow
    ? `<g transform="translate(${n(x + 10 * scale)} ${n(y + 16 * scale)}) rotate(${n(rotate)}) scale(${n(sx)} ${n(scale)})" fill="${shadow}" opacity="0.18">${parts.join("")}</g>`
    : "";
  return `${sh}<g transform="${t}" opacity="${n(opacity)}"><g fill="${fill}">${sleeve ? "" : sl}${parts.join("")}</g>${crease}${sleeve ? sl : ""}</g>`;
}

/** Points of a 21-landmark hand skeleton (wrist, thumb, four fingers), local coords, fingers up. */
export function landmarkPoints(r, spread = 1) {
  const j = () => r.range(-4, 4);
  // proportions follow hand() in its "open" pose, so an overlay at the same transform lines up
  const pts = [[0, 50]];
  // thumb
  pts.push([-30 + j(), 30], [-50 + j(), 12], [-64 + j(), -6], [-76 + j(), -22]);
  const fingers = [
    [-36, 84, -9],
    [-12, 98, -3],
    [12, 92, 3],
    [36, 72, 10],
  ];
  for (const [bx, len, ang] of fingers) {
    const a = ((ang * spread + r.range(-2, 2)) * Math.PI) / 180;
    const by = -24;
    pts.push([bx, by]);
    for (const f of [0.42, 0.72, 1]) pts.push([bx + Math.sin(a) * len * f, by - Math.cos(a) * len * f]);
  }
  return pts;
}
export const LANDMARK_EDGES = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [0, 5],
  [5, 6],
  [6, 7],
  [7, 8],
  [5, 9],
  [9, 10],
  [10, 11],
  [11, 12],
  [9, 13],
  [13, 14],
  [14, 15],
  [15, 16],
  [13, 17],
  [17, 18],
  [18, 19],
  [19, 20],
  [0, 17],
];

export function landmarks({ x, y, scale = 1, rotate = 0, r, line, dot, dotStroke, width = 4, radius = 7, spread = 1 }) {
  const pts = landmarkPoints(r, spread);
  const lines = LANDMARK_EDGES.map(([a, b]) => `<line x1="${n(pts[a][0])}" y1="${n(pts[a][1])}" x2="${n(pts[b][0])}" y2="${n(pts[b][1])}"/>`).join(
    "",
  );
  const dots = pts
    .map(([px, py], i) => `<circle cx="${n(px)}" cy="${n(py)}" r="${[4, 8, 12, 16, 20].includes(i) ? radius * 1.25 : radius}"/>`)
    .join("");
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)})"><g stroke="${line}" stroke-width="${width}" stroke-linecap="round">${lines}</g><g fill="${dot}" stroke="${dotStroke || "none"}" stroke-width="${n(width * 0.8)}">${dots}</g></g>`;
}

/** Classic pointer arrow; tip at (x, y). */
export function cursor({ x, y, scale = 1, fill = "#ffffff", stroke = "#1f2330", rotate = 0 }) {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)})"><path d="M0 0 L0 38 L9.5 29 L16 43.5 L22.5 40.5 L16 26.5 L28 26.5 Z" fill="${fill}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/></g>`;
}

/** Concentric arcs (a "signal" / gesture-wave motif). */
export function waves({ cx, cy, r0 = 30, step = 22, count = 4, from = -60, to = 60, color, width = 6, opacity = 0.9 }) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = r0 + i * step;
    const a1 = ((from - 90) * Math.PI) / 180;
    const a2 = ((to - 90) * Math.PI) / 180;
    const x1 = cx + r * Math.cos(a1);
    const y1 = cy + r * Math.sin(a1);
    const x2 = cx + r * Math.cos(a2);
    const y2 = cy + r * Math.sin(a2);
    const large = to - from > 180 ? 1 : 0;
    out += `<path d="M${n(x1)} ${n(y1)} A${n(r)} ${n(r)} 0 ${large} 1 ${n(x2)} ${n(y2)}" opacity="${n(opacity * (1 - i / (count + 1)))}"/>`;
  }
  return `<g fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round">${out}</g>`;
}

export function sparkle({ x, y, size = 14, fill, opacity = 1 }) {
  const s = size;
  const k = s * 0.22;
  return `<path d="M${n(x)} ${n(y - s)} Q${n(x + k)} ${n(y - k)} ${n(x + s)} ${n(y)} Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + s)} Q${n(x - k)} ${n(y + k)} ${n(x - s)} ${n(y)} Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - s)} Z" fill="${fill}" opacity="${n(opacity)}"/>`;
}

/** A window / screen with abstract UI content (no text). */
export function screen({ x, y, w, h, frame, surface, accents, r, line = "#00000018", variant = 0, rx = 22 }) {
  const bar = 34;
  let s = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="${frame}"/>`;
  s += `<rect x="${n(x + 8)}" y="${n(y + bar)}" width="${n(w - 16)}" height="${n(h - bar - 8)}" rx="${Math.max(6, rx - 8)}" fill="${surface}"/>`;
  for (let i = 0; i < 3; i++)
    s += `<circle cx="${n(x + 22 + i * 18)}" cy="${n(y + bar / 2)}" r="5.5" fill="${accents[i % accents.length]}" opacity="0.85"/>`;
  const ix = x + 28;
  const iy = y + bar + 24;
  const iw = w - 56;
  const ih = h - bar - 56;
  if (variant % 3 === 0) {
    // text-like bars + card
    const rows = Math.max(2, Math.floor(ih / 46));
    for (let i = 0; i < Math.min(rows, 4); i++) {
      const lw = iw * (i === 0 ? 0.55 : r.range(0.35, 0.5));
      s += `<rect x="${n(ix)}" y="${n(iy + i * 28)}" width="${n(lw)}" height="12" rx="6" fill="${i === 0 ? accents[0] : line}"/>`;
    }
    const cy = iy + Math.min(rows, 4) * 28 + 10;
    const ch = iy + ih - cy;
    if (ch > 40) {
      const cw = (iw - 20) / 2;
      s += `<rect x="${n(ix)}" y="${n(cy)}" width="${n(cw)}" height="${n(ch)}" rx="14" fill="${accents[1 % accents.length]}" opacity="0.9"/>`;
      s += `<rect x="${n(ix + cw + 20)}" y="${n(cy)}" width="${n(cw)}" height="${n(ch)}" rx="14" fill="${accents[2 % accents.length]}" opacity="0.75"/>`;
    }
  } else if (variant % 3 === 1) {
    // tiles grid
    const cols = 3;
    const rows = 2;
    const g = 16;
    const tw = (iw - g * (cols - 1)) / cols;
    const th = (ih - g * (rows - 1)) / rows;
    let k = 0;
    for (let rr = 0; rr < rows; rr++)
      for (let cc = 0; cc < cols; cc++) {
        const filled = (k + variant) % 4 === 0;
        s += `<rect x="${n(ix + cc * (tw + g))}" y="${n(iy + rr * (th + g))}" width="${n(tw)}" height="${n(th)}" rx="14" fill="${filled ? accents[k % accents.length] : line}" opacity="${filled ? 0.95 : 1}"/>`;
        s += `<circle cx="${n(ix + cc * (tw + g) + tw / 2)}" cy="${n(iy + rr * (th + g) + th / 2 - 6)}" r="${n(Math.min(tw, th) * 0.16)}" fill="${filled ? surface : accents[(k + 1) % accents.length]}" opacity="0.9"/>`;
        k++;
      }
  } else {
    // chart
    const bars = 6;
    const bw = iw / (bars * 1.6);
    for (let i = 0; i < bars; i++) {
      const bh = ih * r.range(0.25, 0.9);
      s += `<rect x="${n(ix + i * bw * 1.6)}" y="${n(iy + ih - bh)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bw / 3)}" fill="${accents[i % accents.length]}" opacity="${n(0.55 + 0.07 * i)}"/>`;
    }
    let d = "";
    for (let i = 0; i <= bars; i++) {
      const px = ix + i * bw * 1.6;
      const py = iy + ih * (0.7 - 0.5 * (i / bars)) + r.range(-12, 12);
      d += `${i ? "L" : "M"}${n(px)} ${n(py)} `;
    }
    s += `<path d="${d}" fill="none" stroke="${frame}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" opacity="0.8"/>`;
  }
  return s;
}

/** The edge hub: a puck with a camera lens, viewed slightly from above. */
export function hub({ cx, cy, w, body = "#2a3142", top = "#1b2130", ring = "#5ee1d8", lens = "#0d1118", defs }) {
  const h = w * 0.34;
  const ry = w * 0.17;
  const bodyFill = defs.linear(
    [
      [lighten(body, 0.18), 0],
      [body, 0.45],
      [darken(body, 0.3), 1],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const topFill = defs.linear(
    [
      [lighten(top, 0.22), 0],
      [top, 0.6],
      [darken(top, 0.2), 1],
    ],
    { x1: 0.2, y1: 0, x2: 0.8, y2: 1 },
  );
  const glow = defs.glow(ring, 0.55);
  let s = "";
  s += `<ellipse cx="${n(cx)}" cy="${n(cy + h + ry * 0.35)}" rx="${n(w * 0.62)}" ry="${n(ry * 0.9)}" fill="#000" opacity="0.16"/>`;
  s += `<path d="M${n(cx - w / 2)} ${n(cy)} L${n(cx - w / 2)} ${n(cy + h)} A${n(w / 2)} ${n(ry)} 0 0 0 ${n(cx + w / 2)} ${n(cy + h)} L${n(cx + w / 2)} ${n(cy)} Z" fill="${bodyFill}"/>`;
  // glowing ring where top meets body
  s += `<ellipse cx="${n(cx)}" cy="${n(cy + h * 0.18)}" rx="${n(w * 0.58)}" ry="${n(ry * 1.5)}" fill="${glow}"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy + 4)}" rx="${n(w / 2)}" ry="${n(ry)}" fill="${ring}"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w / 2 - 2)}" ry="${n(ry - 2)}" fill="${topFill}"/>`;
  // lens on top
  const lr = w * 0.12;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(lr * 1.5)}" ry="${n(lr * 0.75)}" fill="${darken(top, 0.35)}"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(lr)}" ry="${n(lr * 0.5)}" fill="${lens}"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(lr * 0.55)}" ry="${n(lr * 0.27)}" fill="#263a6b"/>`;
  s += `<ellipse cx="${n(cx - lr * 0.3)}" cy="${n(cy - lr * 0.12)}" rx="${n(lr * 0.22)}" ry="${n(lr * 0.1)}" fill="#ffffff" opacity="0.7"/>`;
  // front status LED + highlight
  s += `<ellipse cx="${n(cx)}" cy="${n(cy + h + ry * 0.72)}" rx="${n(w * 0.05)}" ry="${n(w * 0.011)}" fill="${ring}" opacity="0.9"/>`;
  s += `<path d="M${n(cx - w * 0.42)} ${n(cy + h * 0.45)} L${n(cx - w * 0.42)} ${n(cy + h * 0.9)}" stroke="#ffffff" stroke-width="${n(w * 0.018)}" stroke-linecap="round" opacity="0.18"/>`;
  return s;
}

/** Small Gestura mark: rounded square with a "G" arc and a fingertip dot. */
export function gMark({ x, y, size, bg, fg, accent }) {
  const s = size / 64;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><rect width="64" height="64" rx="16" fill="${bg}"/><path d="M46 20 A17 17 0 1 0 49 36 L35 36" fill="none" stroke="${fg}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><circle cx="46" cy="19" r="5" fill="${accent || fg}"/></g>`;
}

/** Small "Gestura" signature for the corner of an illustration. */
export function signature({ x, y, color, markBg, markFg, accent, size = 22 }) {
  return `${gMark({ x, y: y - size * 0.95, size: size * 1.25, bg: markBg, fg: markFg, accent })}<text x="${n(x + size * 1.6)}" y="${n(y)}" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${color}" opacity="0.92">Gestura</text>`;
}

/** Background: diagonal gradient, soft glows and an optional dot grid. */
export function background({ w, h, defs, c1, c2, glows = [], r, dots, dotOpacity = 0.12, angle }) {
  const a = angle ?? r.range(0, 1);
  const grad = defs.linear([c1, c2], { x1: 0, y1: n(a), x2: 1, y2: n(1 - a) });
  let s = `<rect width="${w}" height="${h}" fill="${grad}"/>`;
  for (const g of glows) {
    const fill = defs.glow(g.color, g.opacity ?? 0.6);
    s += `<ellipse cx="${n(g.x)}" cy="${n(g.y)}" rx="${n(g.r)}" ry="${n(g.r * (g.squash ?? 1))}" fill="${fill}"/>`;
  }
  if (dots) {
    const id = defs.raw(
      (pid) => `<pattern id="${pid}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="2" fill="${dots}"/></pattern>`,
    );
    s += `<rect width="${w}" height="${h}" fill="url(#${id})" opacity="${n(dotOpacity)}"/>`;
  }
  return s;
}

export const mixc = mix;
