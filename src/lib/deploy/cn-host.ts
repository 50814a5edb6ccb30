/**
 * The .cn host rule (platform spec point 2: for regions other than cn, a trailing `cn` in the
 * origin is swapped for `com`): a request on a host ending in `.cn` for a page of another region
 * is sent, with a 301, to the same path and query on the same host name ending in `.com`. The cn
 * pages stay on the `.cn` host. nginx (src/lib/deploy/nginx-config.ts), `npm run serve` and the
 * CDN notes in docs/deploy.md all apply this one rule.
 */

/** The pattern, for servers that match host names themselves (nginx `map`). */
export const CN_HOST_PATTERN = /^(.+\.)cn$/i;

/** `www.robosen.cn` → `www.robosen.com`; null for a host that does not end in `.cn`. */
export function comHostFor(hostname: string): string | null {
  const match = CN_HOST_PATTERN.exec(hostname);
  return match ? `${match[1]!.toLowerCase()}com` : null;
}

/**
 * Where a request goes under the rule, or null when it stays. `hostHeader` is the Host header as
 * sent (a port is dropped: the redirect is to the public https origin); `regionIsRoot` says
 * whether the path belongs to the root (cn) bundle.
 */
export function cnHostRedirect(
  hostHeader: string | undefined,
  pathAndQuery: string,
  regionIsRoot: boolean,
): string | null {
  if (regionIsRoot || !hostHeader) return null;
  const hostname = hostHeader.replace(/:\d+$/, '');
  const comHost = comHostFor(hostname);
  return comHost ? `https://${comHost}${pathAndQuery}` : null;
}
