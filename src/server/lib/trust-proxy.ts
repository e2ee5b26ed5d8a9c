/**
 * TRUST_PROXY: which proxies in front of the shop may tell it the client's address and protocol (X-Forwarded-*).
 * Checked at start-up so a typo stops the shop with a line naming the variable, rather than Fastify's bare
 * "invalid IP address" (docs/decisions/082). The accepted forms are a subset of what Fastify's proxy-addr takes.
 */
import { BlockList, isIP } from 'node:net';

export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for well-known ranges (loopback 127.0.0.1/8 and ::1, private, link-local). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const EXAMPLE = 'use true, false, a hop count such as 1, or a comma list such as 10.0.0.5,192.168.0.0/16';

/** Whether `entry` is an IP address or a CIDR range (prefix 1–32 for IPv4, 1–128 for IPv6). */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const address = entry.slice(0, slash);
  const prefixText = entry.slice(slash + 1);
  const family = isIP(address);
  if (!family || !/^\d{1,3}$/.test(prefixText)) return false;
  const prefix = Number(prefixText);
  // proxy-addr refuses a prefix of 0 ("trust every address" is TRUST_PROXY=true).
  if (prefix < 1 || prefix > (family === 4 ? 32 : 128)) return false;
  try {
    new BlockList().addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
    return true;
  } catch {
    return false;
  }
}

/** The value, or a problem to print after "TRUST_PROXY: ". */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { problem: string } {
  const text = raw.trim();
  if (/^true$/i.test(text)) return { value: true };
  if (/^false$/i.test(text)) return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 100
      ? { value: hops }
      : { problem: `a hop count must be from 0 to 100 (got ${text}); ${EXAMPLE}` };
  }
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (!entries.length || wrong.length)
    return {
      problem: `${wrong.map((w) => JSON.stringify(w)).join(', ') || JSON.stringify(raw)} is not an IP address or CIDR range; ${EXAMPLE}`,
    };
  return { value: entries };
}
