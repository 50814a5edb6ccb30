/** Host names that always reach the reference API, with any port: the loopback names. */
export const LOOPBACK_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The host name of a `Host` header, lowercase, port dropped, IPv6 in brackets (`[::1]`); null
 * when the header is missing or is not a bare host with an optional port.
 */
export function hostnameOf(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  try {
    const url = new URL(`http://${hostHeader}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return url.hostname;
  } catch {
    return null;
  }
}

/**
 * The host names allowed besides the loopback ones, read from a comma-separated list of host
 * names or origins (`shop.example.com, https://staging.example.com:8443`). Throws on an entry
 * that is neither, naming it.
 */
export function parseAllowedHosts(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const hostname = entry.includes('://') ? originHostname(entry) : hostnameOf(entry);
      if (!hostname) throw new Error(`"${entry}" is not a host name or an origin`);
      return hostname;
    });
}

function originHostname(origin: string): string | null {
  try {
    return new URL(origin).hostname || null;
  } catch {
    return null;
  }
}

/**
 * Whether a request's `Host` may drive the API: a loopback name with any port, or one of
 * `allowed`. A page on another name that resolves to this machine (DNS rebinding) sends its
 * own name as Host and is refused.
 */
export function isAllowedHost(hostHeader: string | undefined, allowed: ReadonlySet<string>): boolean {
  const hostname = hostnameOf(hostHeader);
  return hostname !== null && (LOOPBACK_HOSTNAMES.includes(hostname) || allowed.has(hostname));
}
