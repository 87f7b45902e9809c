/**
 * Pure rules of the team console (issue 44): which view an address under /team/ shows, the leads filters as they
 * live in the address (so a view can be shared), and the geometry of the page-views chart.
 */
import { LEAD_KINDS, LEAD_STATUSES, TEAM_LIMITS, type LeadKind, type LeadStatus } from "../../lib/team-contract";
import { routes } from "../../shared/lib/routes";

/** The console's views, in the order its navigation lists them. */
export const CONSOLE_VIEWS = ["leads", "waitlist", "subscribers", "analytics", "audit"] as const;
export type ConsoleView = (typeof CONSOLE_VIEWS)[number];

/** What an address under /team/ shows: a view, one lead, or nothing known (the console's own "not found"). */
export type ConsoleRoute = { view: ConsoleView } | { view: "lead"; kind: LeadKind; id: string } | { view: "unknown" };

const isOneOf = <T extends string>(list: readonly T[], value: string | null | undefined): value is T => list.includes(value as T);

/**
 * The route of a path: "/team/" is the leads list; "/team/<view>/" a view; "/team/leads/<kind>/<id>/" one lead.
 * Segments are decoded; a malformed one makes the route unknown.
 */
export function parseConsolePath(pathname: string): ConsoleRoute {
  const rest = pathname.startsWith(routes.console) ? pathname.slice(routes.console.length) : null;
  if (rest === null) return { view: "unknown" };
  let parts: string[];
  try {
    parts = rest.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return { view: "unknown" };
  }
  if (parts.length === 0) return { view: "leads" };
  const [view, kind, id] = parts;
  if (parts.length === 1 && isOneOf(CONSOLE_VIEWS, view)) return { view };
  if (parts.length === 3 && view === "leads" && isOneOf(LEAD_KINDS, kind) && id) return { view: "lead", kind, id };
  return { view: "unknown" };
}

/** The address of a view or of one lead (the inverse of parseConsolePath). */
export function consolePath(route: { view: ConsoleView } | { view: "lead"; kind: LeadKind; id: string }): string {
  if (route.view === "lead") return `${routes.console}leads/${encodeURIComponent(route.kind)}/${encodeURIComponent(route.id)}/`;
  return route.view === "leads" ? routes.console : `${routes.console}${route.view}/`;
}

/** The leads list's filters: "" is "any" for kind and status; `cursor` is the page (none: the first). */
export interface LeadFilters {
  kind: LeadKind | "";
  status: LeadStatus | "";
  q: string;
  cursor: string;
}

export const NO_FILTERS: LeadFilters = { kind: "", status: "", q: "", cursor: "" };

/** Cursors are the service's opaque tokens, as its schema accepts them (api-schemas.ts: teamPageQuery). */
const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** The filters in an address's query ("?kind=demo&status=new&q=acme"); anything unknown or malformed is left out. */
export function readLeadFilters(search: string): LeadFilters {
  const params = new URLSearchParams(search);
  const kind = params.get("kind");
  const status = params.get("status");
  const q = (params.get("q") ?? "").trim().slice(0, TEAM_LIMITS.searchMaxLength);
  const cursor = params.get("cursor") ?? "";
  return {
    kind: isOneOf(LEAD_KINDS, kind) ? kind : "",
    status: isOneOf(LEAD_STATUSES, status) ? status : "",
    q,
    cursor: CURSOR_PATTERN.test(cursor) ? cursor : "",
  };
}

/** The query of the filters, "" when none is set, keys in a fixed order so one view has one address. */
export function leadFiltersSearch(filters: LeadFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.status) params.set("status", filters.status);
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.cursor) params.set("cursor", filters.cursor);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The service's query for the filters (the same keys, without the empty ones). */
export function leadsQuery(filters: LeadFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ["kind", "status", "q", "cursor"] as const) if (filters[key].trim()) query[key] = filters[key].trim();
  return query;
}

/** A path of the API with its query: `withQuery("team/leads", { q: "a b" })` is "team/leads?q=a+b". */
export function withQuery(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The smallest "round" number (1, 2 or 5 times a power of ten) at or above `value`; 1 for 0 or less. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}

export interface ChartBar {
  label: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  bars: ChartBar[];
  /** The top of the scale, a round number at or above the largest value. */
  max: number;
  /** Values of the horizontal guide lines, with their y, bottom (0) to top (max). */
  ticks: { value: number; y: number }[];
}

/**
 * Bars for a series inside a `width` × `height` box (SVG units, y down): equal slots, a bar filling `fill` of its
 * slot, heights against a round maximum, and guide lines from 0 to that maximum: `tickCount` steps, or 5, 2 or 1
 * when those divide the maximum evenly and `tickCount` does not (every line is then a whole number).
 */
export function barChart(
  series: readonly { label: string; value: number }[],
  width: number,
  height: number,
  fill = 0.7,
  tickCount = 4,
): ChartGeometry {
  const max = niceCeiling(Math.max(0, ...series.map((point) => point.value)));
  const slot = series.length > 0 ? width / series.length : width;
  const barWidth = slot * fill;
  const bars = series.map((point, index) => {
    const barHeight = (Math.max(0, point.value) / max) * height;
    return {
      label: point.label,
      value: point.value,
      x: index * slot + (slot - barWidth) / 2,
      y: height - barHeight,
      width: barWidth,
      height: barHeight,
    };
  });
  // Whole numbers only: the first step count that divides the scale (10 has lines every 2, 2 at 0, 1 and 2).
  const steps = [tickCount, 5, 2, 1].find((count) => count <= max && max % count === 0) ?? 1;
  const ticks = Array.from({ length: steps + 1 }, (_, index) => {
    const value = (max / steps) * index;
    return { value, y: height - (value / max) * height };
  });
  return { bars, max, ticks };
}

/** "Nov 27" for "2026-11-27": a day of the chart's axis, in UTC (the days are UTC days). */
export const shortDay = (day: string): string => dayText(day, { month: "short", day: "numeric" });

/** "Nov 27, 2026" for a day "2026-11-27": the ends of a report's period, where the year matters. */
export const longDay = (day: string): string => dayText(day, { year: "numeric", month: "short", day: "numeric" });

/** A day "2026-11-27" in US English, in UTC as the service counts days; anything else as it came. */
function dayText(day: string, parts: Intl.DateTimeFormatOptions): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString("en-US", { ...parts, timeZone: "UTC" });
}

/** "Nov 27, 2026, 14:05 UTC" for an ISO time: when a lead came or an action was taken (UTC, as the service stores it). */
export function shortTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return `${day}, ${date.toISOString().slice(11, 16)} UTC`;
}

/** The share of `part` in `whole` as a whole percentage ("0%" when the whole is 0). */
export const percent = (part: number, whole: number): string => `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`;

/**
 * The name a downloaded export is saved under: "gestura-<list>-<day>.csv", the day in UTC. The service's own
 * Content-Disposition name wins when it sends one.
 */
export const exportFileName = (list: string, now: Date): string => `gestura-${list}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * A stored field's name as the team reads it: "company_name" → "Company name", or the console's own words for a
 * name that says too little by itself (`spam`, the spam check's verdict on arrival, which the status may since
 * have overruled).
 */
export const fieldLabel = (name: string, named: Readonly<Record<string, string>> = {}): string => {
  if (named[name]) return named[name];
  const words = name.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The stored fields a lead's detail lists: all but `created_at`, which its header shows as Received. */
export const detailFields = <T>(fields: Readonly<Record<string, T>>): [string, T][] =>
  Object.entries(fields).filter(([name]) => name !== "created_at");

/** A stored time (an ISO string, as the service sends every time) is shown like every other time of the console. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A stored field of a lead as text: "—" for nothing, "Yes"/"No" for a flag, a time as "Nov 27, 2026, 14:05 UTC", a
 * reservation's lines one per line.
 */
export function fieldText(
  value: string | number | boolean | null | readonly { name: string; quantity: number }[],
  words: { answerYes: string; answerNo: string } = { answerYes: "Yes", answerNo: "No" },
): string {
  if (value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? words.answerYes : words.answerNo;
  if (Array.isArray(value)) return value.map((line) => `${line.quantity} × ${line.name}`).join("\n");
  if (typeof value === "string" && ISO_TIME.test(value)) return shortTime(value);
  return String(value);
}
