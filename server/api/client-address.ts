import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether `address` is a loopback IP address: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client address the per-address limit counts against. It is the peer's address, or,
 * when `trustProxy` is set and the peer is a loopback proxy (nginx in front of the server),
 * the last `X-Forwarded-For` entry: the one the proxy itself appended, which a client cannot
 * forge. IPv4-mapped IPv6 reads as IPv4; IPv6 counts per /64, the block one subscriber
 * usually holds, so that walking through one's own block does not reset the count.
 */
export function clientAddressKey(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string {
  let address = peer ?? '';
  if (trustProxy && isLoopbackAddress(address) && forwardedFor) {
    const forwarded = forwardedFor.split(',').at(-1)?.trim() ?? '';
    if (isIP(forwarded.replace(/^::ffff:/i, ''))) address = forwarded;
  }
  address = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) === 6 ? ipv6Prefix64(address) : address || 'unknown';
}

/** The /64 prefix of an IPv6 address, e.g. `2001:db8:0:1::/64`. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
