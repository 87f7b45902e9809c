// Full-body / half-body flat people for scene illustrations (meeting rooms,
// classrooms, presenters). Looks come from people.mjs (skin, hair, clothes).
import { n, darken, mix } from "./lib.mjs";
import { hand } from "./shapes.mjs";

/** Hair for a head centred at (0, 0) with radii 30 x 36 (front view). Returns [behind, front]. */
function hairParts(style, hair, scarf) {
  switch (style) {
    case "long":
      return [
        `<path d="M-34 -4 C-38 -46 38 -46 34 -4 L40 64 C20 72 -20 72 -40 64 Z" fill="${hair}"/>`,
        `<path d="M-31 -6 C-30 -40 30 -44 31 -6 C24 -22 8 -26 -4 -24 C-16 -20 -26 -14 -31 -6 Z" fill="${hair}"/>`,
      ];
    case "bob":
      return [
        `<path d="M-35 -2 C-38 -48 38 -48 35 -2 L37 30 C20 38 -20 38 -37 30 Z" fill="${hair}"/>`,
        `<path d="M-31 -4 C-30 -40 30 -40 31 -4 C26 -20 14 -26 0 -26 C-14 -26 -26 -20 -31 -4 Z" fill="${hair}"/>`,
      ];
    case "bun":
      return [
        `<circle cx="0" cy="-42" r="15" fill="${hair}"/>`,
        `<path d="M-31 -6 C-31 -40 31 -40 31 -6 C24 -24 12 -28 0 -28 C-12 -28 -24 -24 -31 -6 Z" fill="${hair}"/>`,
      ];
    case "curly":
    case "afro":
      return [
        `<circle cx="0" cy="-10" r="${style === "afro" ? 46 : 40}" fill="${hair}"/>`,
        `<path d="M-30 -8 C-26 -30 26 -30 30 -8 C24 -30 -24 -30 -30 -8 Z" fill="${hair}"/>`,
      ];
    case "wavy":
      return [
        `<path d="M-35 -4 C-40 -48 40 -48 35 -4 C42 18 34 34 40 50 C20 58 -20 58 -40 50 C-34 34 -42 18 -35 -4 Z" fill="${hair}"/>`,
        `<path d="M-31 -2 C-36 -46 36 -48 31 -6 C26 -20 18 -26 8 -26 C0 -14 -18 -14 -31 -2 Z" fill="${hair}"/>`,
      ];
    case "buzz":
      return ["", `<path d="M-30 -8 C-30 -38 30 -38 30 -8 C24 -24 12 -28 0 -28 C-12 -28 -24 -24 -30 -8 Z" fill="${hair}" opacity="0.85"/>`];
    case "bald":
      return ["", ""];
    case "headscarf":
      return [
        `<path d="M-38 0 C-40 -52 40 -52 38 0 C40 30 34 50 46 62 C20 72 -20 72 -46 62 C-34 50 -40 30 -38 0 Z" fill="${scarf}"/>`,
        `<path d="M-32 -8 C-28 -42 28 -42 32 -8 C24 -26 12 -30 0 -30 C-12 -30 -24 -26 -32 -8 Z" fill="${darken(scarf, 0.1)}"/>`,
      ];
    default:
      return ["", `<path d="M-31 -4 C-32 -42 30 -46 31 -6 C28 -18 20 -24 12 -26 C0 -18 -16 -18 -26 -12 C-28 -10 -30 -7 -31 -4 Z" fill="${hair}"/>`];
  }
}

/** Head (front view) centred at (0, 0), radii 30 x 36. */
export function headFront(look, { face = true, backView = false } = {}) {
  const [behind, front] = hairParts(look.style, look.hair, look.scarf || "#0f766e");
  const ink = darken(mix(look.skin, "#1f2330", 0.85), 0.2);
  if (backView) {
    // seen from behind: hair (or scarf) covers the head
    const cover = look.style === "headscarf" ? look.scarf || "#0f766e" : look.style === "bald" ? look.skin : look.hair;
    return `${behind}<ellipse cx="-31" cy="4" rx="6" ry="9" fill="${darken(look.skin, 0.1)}"/><ellipse cx="31" cy="4" rx="6" ry="9" fill="${darken(look.skin, 0.1)}"/><ellipse cx="0" cy="0" rx="30" ry="36" fill="${look.skin}"/><path d="M-31 10 C-34 -48 34 -48 31 10 C30 24 20 30 0 30 C-20 30 -30 24 -31 10 Z" fill="${cover}"/>`;
  }
  let f = "";
  if (face)
    f =
      `<circle cx="-11" cy="2" r="3" fill="${ink}"/><circle cx="11" cy="2" r="3" fill="${ink}"/>` +
      `<path d="M-8 17 Q0 23 8 17" fill="none" stroke="${ink}" stroke-width="2.6" stroke-linecap="round"/>` +
      (look.glasses
        ? `<g fill="none" stroke="${ink}" stroke-width="2"><circle cx="-11" cy="2" r="8"/><circle cx="11" cy="2" r="8"/><path d="M-3 2 H3"/></g>`
        : "");
  const ears =
    look.style === "headscarf"
      ? ""
      : `<ellipse cx="-30" cy="4" rx="6" ry="9" fill="${darken(look.skin, 0.1)}"/><ellipse cx="30" cy="4" rx="6" ry="9" fill="${darken(look.skin, 0.1)}"/>`;
  const beard =
    look.beard && look.style !== "headscarf"
      ? `<path d="M-28 6 C-26 34 -12 40 0 40 C12 40 26 34 28 6 C24 22 14 26 8 24 C4 22 -4 22 -8 24 C-14 26 -24 22 -28 6 Z" fill="${look.hair}"/>`
      : "";
  return `${behind}${ears}<ellipse cx="0" cy="0" rx="30" ry="36" fill="${look.skin}"/>${beard}${f}${front}`;
}

/**
 * One arm from a shoulder. Angles in degrees measured from straight down, positive
 * toward +x. Returns the markup and the hand position.
 */
function arm({ sx, sy, a1, a2, sleeve, skin, len1 = 78, len2 = 72, width = 24, handPose, handScale = 0.27, shortSleeve = false }) {
  const rad = (a) => (a * Math.PI) / 180;
  const ex = sx + Math.sin(rad(a1)) * len1;
  const ey = sy + Math.cos(rad(a1)) * len1;
  const wx = ex + Math.sin(rad(a2)) * len2;
  const wy = ey + Math.cos(rad(a2)) * len2;
  let s = `<path d="M${n(sx)} ${n(sy)} L${n(ex)} ${n(ey)}" stroke="${sleeve}" stroke-width="${width}" stroke-linecap="round"/>`;
  s += `<path d="M${n(ex)} ${n(ey)} L${n(wx)} ${n(wy)}" stroke="${shortSleeve ? skin : sleeve}" stroke-width="${width * (shortSleeve ? 0.8 : 0.92)}" stroke-linecap="round"/>`;
  if (handPose) {
    const hx = wx + Math.sin(rad(a2)) * 40 * handScale;
    const hy = wy + Math.cos(rad(a2)) * 40 * handScale;
    // palm towards the viewer: the thumb points to the body's centre line
    s += hand({ x: hx, y: hy, scale: handScale, rotate: 180 - a2, fill: skin, pose: handPose, mirror: sx < 0 });
    return { markup: s, hand: [hx, hy] };
  }
  s += `<circle cx="${n(wx + Math.sin(rad(a2)) * 6)}" cy="${n(wy + Math.cos(rad(a2)) * 6)}" r="${n(width * 0.55)}" fill="${skin}"/>`;
  return { markup: s, hand: [wx, wy] };
}

/**
 * Standing (or, with `legs: false`, half-length) person, front view.
 * Feet at (x, y); `h` is full standing height in px.
 * armL / armR: { a1, a2, pose } (pose = hand() pose for a visible hand, else a simple fist).
 */
export function personFront({
  x,
  y,
  h,
  look,
  armL = { a1: -10, a2: -4 },
  armR = { a1: 10, a2: 4 },
  legs = true,
  pants,
  face = true,
  shortSleeve = false,
}) {
  const s = h / 400;
  const cloth = look.clothes;
  const trousers = pants || mix(darken(cloth, 0.55), "#2b3040", 0.5);
  const skin = look.skin;
  let b = "";
  if (legs) {
    b += `<rect x="-36" y="-176" width="32" height="170" rx="14" fill="${trousers}"/><rect x="4" y="-176" width="32" height="170" rx="14" fill="${trousers}"/>`;
    b += `<ellipse cx="-22" cy="-4" rx="22" ry="9" fill="${darken(trousers, 0.35)}"/><ellipse cx="22" cy="-4" rx="22" ry="9" fill="${darken(trousers, 0.35)}"/>`;
  }
  // arms behind the torso when hanging down, in front when raised: draw left/right accordingly
  const L = arm({ sx: -44, sy: -292, ...armL, handPose: armL.pose, sleeve: darken(cloth, 0.06), skin, shortSleeve });
  const R = arm({ sx: 44, sy: -292, ...armR, handPose: armR.pose, sleeve: darken(cloth, 0.06), skin, shortSleeve });
  const torso = `<path d="M-54 -280 C-54 -300 -40 -308 -22 -308 H22 C40 -308 54 -300 54 -280 L46 -170 C46 -160 40 -156 30 -156 H-30 C-40 -156 -46 -160 -46 -170 Z" fill="${cloth}"/>`;
  const neck = `<rect x="-12" y="-330" width="24" height="30" rx="8" fill="${darken(skin, 0.1)}"/><path d="M-16 -308 Q0 -290 16 -308 Z" fill="${darken(skin, 0.1)}"/>`;
  const head = `<g transform="translate(0 -356)">${headFront(look, { face })}</g>`;
  const raisedL = armL.a1 > 90 || armL.a1 < -90 || (armL.a2 ?? 0) > 100 || (armL.a2 ?? 0) < -100;
  const raisedR = armR.a1 > 90 || armR.a1 < -90 || (armR.a2 ?? 0) > 100 || (armR.a2 ?? 0) < -100;
  b += (raisedL ? "" : L.markup) + (raisedR ? "" : R.markup) + torso + neck + head + (raisedL ? L.markup : "") + (raisedR ? R.markup : "");
  const map = ([px, py]) => [x + px * s, y + py * s];
  return {
    markup: `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${b}</g>`,
    handL: map(L.hand),
    handR: map(R.hand),
    head: map([0, -356]),
  };
}

/** Person seen from behind (audience / students): head and shoulders, base at (x, y). */
export function personBack({ x, y, w, look, chair }) {
  const s = w / 120;
  let b = "";
  if (chair) b += `<rect x="-58" y="-96" width="116" height="100" rx="20" fill="${chair}"/>`;
  b += `<path d="M-60 10 C-60 -40 -40 -62 -22 -64 H22 C40 -62 60 -40 60 10 Z" fill="${look.clothes}"/>`;
  b += `<rect x="-11" y="-84" width="22" height="26" rx="8" fill="${darken(look.skin, 0.12)}"/>`;
  b += `<g transform="translate(0 -104) scale(0.86)">${headFront(look, { backView: true })}</g>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${b}</g>`;
}
