/**
 * Client addresses: which proxies we trust (`TRUST_PROXY`), the key a client is rate-limited under (an IPv4
 * address, or an IPv6 /64, since one subscriber usually holds a whole /64), the key of daily quotas (IPv6 /48),
 * and the truncated form analytics stores (IPv4 /24, IPv6 /48, PRODUCT.md §6). Nothing a client writes becomes a
 * key or a stored value unchecked.
 */
import net from "node:net";

/** Named ranges proxy-addr understands, besides addresses and CIDRs. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

export type TrustProxy = false | true | string[];

/**
 * Reads `TRUST_PROXY`: false (default), or the proxies' addresses/CIDRs/named ranges as a comma list. `true`
 * (trust every hop, so any client could choose its address) is refused in production and allowed elsewhere.
 */
export function parseTrustProxy(raw: string | undefined, production: boolean): { value: TrustProxy; problems: string[] } {
  const text = raw?.trim() ?? "";
  if (text === "" || ["0", "false", "no", "off"].includes(text.toLowerCase())) return { value: false, problems: [] };
  if (["1", "true", "yes", "on"].includes(text.toLowerCase())) {
    if (production) {
      return {
        value: false,
        problems: [
          'TRUST_PROXY=true would let any client choose its own address through X-Forwarded-For; list your proxies instead, for example TRUST_PROXY="loopback" or TRUST_PROXY="10.0.0.0/8".',
        ],
      };
    }
    return { value: true, problems: [] };
  }
  const entries = text.split(",").map((entry) => entry.trim()).filter(Boolean);
  const problems: string[] = [];
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    const [address, bits, extra] = entry.split("/");
    const family = net.isIP(address);
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || extra !== undefined) {
      problems.push(`TRUST_PROXY entry "${entry}" must be an address, a CIDR such as 10.0.0.0/8, or one of loopback, linklocal, uniquelocal.`);
    }
  }
  return { value: problems.length > 0 ? false : entries, problems };
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, an embedded IPv4 tail converted), or null. */
export function ipv6Groups(address: string): number[] | null {
  const plain = address.split("%")[0];
  if (net.isIPv6(plain) === false) return null;
  let text = plain;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split(".").map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const left = parse(head);
  if (tail === null) return left.length === 8 ? left : null;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** An IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`), else null. */
function mappedIPv4(groups: number[]): string | null {
  if (groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return null;
  return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
}

function prefix(groups: number[], count: number): string {
  return `${groups.slice(0, count).map((g) => g.toString(16)).join(":")}::/${count * 16}`;
}

/** The rate-limit key of a client: its IPv4 address, or its IPv6 /64; "invalid" for anything else. */
export function clientKey(ip: string | undefined): string {
  if (ip && net.isIPv4(ip)) return ip;
  const groups = ip ? ipv6Groups(ip) : null;
  if (!groups) return "invalid";
  return mappedIPv4(groups) ?? prefix(groups, 4);
}

/**
 * The key of a client's daily quotas (analytics bytes, consent receipts): its IPv4 address, or its IPv6 /48
 * (review 3 N11). A /64 suits the per-minute limits, but a subscriber or a hosting customer is often given a whole
 * /48, which holds 65,536 /64s: as many daily budgets. "invalid" for anything else.
 */
export function quotaKey(ip: string | undefined): string {
  const key = clientKey(ip);
  const groups = key.endsWith("::/64") ? ipv6Groups(ip ?? "") : null;
  return groups ? prefix(groups, 3) : key;
}

/** The address analytics keeps: IPv4 /24 (`1.2.3.0/24`), IPv6 /48; null when it is not an address. */
export function truncatedAddress(ip: string | undefined): string | null {
  const v4 = ip && net.isIPv4(ip) ? ip : null;
  const groups = v4 === null && ip ? ipv6Groups(ip) : null;
  const four = v4 ?? (groups ? mappedIPv4(groups) : null);
  if (four) return `${four.split(".").slice(0, 3).join(".")}.0/24`;
  return groups ? prefix(groups, 3) : null;
}
