import { BlockList, isIP } from 'node:net';

// Which addresses the server may fetch from on a stranger's say-so (link previews): only
// public unicast ones. Everything a private network, the machine itself or a cloud's metadata
// service answers on is refused, in IPv4 and IPv6, also when IPv4 hides inside IPv6.

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network, unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  // ::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d written with a dotted tail
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1];
  const words = expandIpv6(lower);
  if (!words) return undefined;
  const tail = (high: number, low: number) =>
    `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  const zeros = (count: number) => words.slice(0, count).every((word) => word === 0);
  // ::ffff:x:y (IPv4-mapped), ::x:y (IPv4-compatible), 64:ff9b::x:y (NAT64)
  if (zeros(5) && words[5] === 0xffff) return tail(words[6] ?? 0, words[7] ?? 0);
  if (zeros(6)) return tail(words[6] ?? 0, words[7] ?? 0);
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0)) {
    return tail(words[6] ?? 0, words[7] ?? 0);
  }
  // 2002:AABB:CCDD::/16 (6to4)
  if (words[0] === 0x2002) return tail(words[1] ?? 0, words[2] ?? 0);
  return undefined;
}

/** The eight 16-bit words of an IPv6 address (without a dotted tail), or undefined. */
function expandIpv6(address: string): number[] | undefined {
  const withoutZone = address.split('%')[0] ?? '';
  if (withoutZone.includes('.')) return undefined;
  const halves = withoutZone.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((word) => Number.parseInt(word, 16)) : [];
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const fill = halves.length === 2 ? 8 - head.length - rest.length : 0;
  const words = [...head, ...Array<number>(Math.max(0, fill)).fill(0), ...rest];
  if (words.length !== 8 || words.some((word) => Number.isNaN(word))) return undefined;
  return words;
}

/** Whether the server may connect to this IP address for a link preview. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner !== undefined) return isIP(inner) === 4 && !refused.check(inner, 'ipv4');
  return !refused.check(address, 'ipv6');
}
