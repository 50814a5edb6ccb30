/**
 * Which of a text's addresses on a brand host (robosen.com, robosen.cn and their subdomains)
 * no source gives. A pure rule over its inputs: the caller passes the sourced list and the
 * site's own hosts (src/config/sourced-addresses.ts), so tests can run it on fixtures.
 *
 * An address counts as given when it equals a sourced one, with or without a trailing slash; a
 * path under a sourced store is not given by the store's root (the store exists, its
 * `/products/<slug>` is a guess). A bare host in running text ("kr.robosen.com") counts too: a
 * shopper reads it as an address. `support@robosen.com` is an e-mail, not a host.
 */
export function unsourcedBrandAddresses(
  text: string,
  sourced: readonly string[],
  siteHosts: readonly string[],
): string[] {
  const given = new Set(sourced.map(normalise));
  const found = new Set<string>();
  // Full addresses first, then bare hosts not already part of one.
  const addressPattern = /https?:\/\/([a-z0-9.-]*\brobosen\.(?:com|cn))(\/[^\s"'<>)\]]*)?/gi;
  for (const match of text.matchAll(addressPattern)) {
    const host = match[1]!.toLowerCase();
    if (siteHosts.includes(host)) continue;
    const address = normalise(match[0]);
    if (!given.has(address)) found.add(address);
  }
  const withoutAddresses = text.replace(addressPattern, ' ');
  for (const match of withoutAddresses.matchAll(/(?<![@\w.-])((?:[a-z0-9-]+\.)+robosen\.(?:com|cn))\b/gi)) {
    const host = match[1]!.toLowerCase();
    if (siteHosts.includes(host)) continue;
    if (!given.has(`https://${host}`)) found.add(host);
  }
  return [...found];
}

/** `https://host/path` in lower case, without query, fragment or trailing slash. */
function normalise(address: string): string {
  const url = new URL(address.replace(/^http:/i, 'https:'));
  return `https://${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
}
