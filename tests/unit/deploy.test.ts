import { describe, expect, it } from 'vitest';
import { API_BASES } from '../../src/config/api.ts';
import {
  CACHE_CONTROL,
  SECURITY_HEADERS,
  cacheRuleOf,
  connectSources,
  contentSecurityPolicy,
} from '../../src/config/http-policy.ts';
import { REGIONS, REGION_CODES } from '../../src/config/regions.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import {
  renderBundleHeaders,
  renderNetlifyToml,
  renderSiteHeaders,
  renderSiteRedirects,
} from '../../src/lib/deploy/cdn-files.ts';
import { cnHostRedirect, comHostFor } from '../../src/lib/deploy/cn-host.ts';
import {
  cspHash,
  inlineHashesOf,
  inlineScripts,
  inlineStyles,
  mergeHashes,
  unhashableInlineCode,
} from '../../src/lib/deploy/inline-sources.ts';
import {
  renderLoopbackNginxConf,
  renderNginxMaps,
  renderNginxServer,
  renderNginxSite,
} from '../../src/lib/deploy/nginx-config.ts';
import { forcedEnvironmentOf, siteDeployment } from '../../src/lib/deploy/site-deployment.ts';
import { headerPalette, paletteClass, paletteCss } from '../../src/lib/palette.ts';
import { buildRouteManifest, planRedirects } from '../../src/lib/route-manifest.ts';
import { routePath } from '../../src/lib/urls.ts';
import { serverNames } from '../../tools/bundle/write-deploy-files.ts';

const hashes = { scripts: ['sha256-bbb=', 'sha256-aaa='], styles: ['sha256-ccc='] };
const manifest = buildRouteManifest(ROUTE_TABLE);
const site = siteDeployment(manifest, [...REGION_CODES], hashes);

describe('header policy', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const));

  it('allows scripts and styles from the site and by hash only, nothing inline or evaluated', () => {
    const csp = directives(contentSecurityPolicy('production', hashes));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-aaa='", "'sha256-bbb='"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'sha256-ccc='"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy('production', hashes)).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('connects to exactly the API origins of the environment, and on loopback to the page’s own origin', () => {
    expect(connectSources('production')).toEqual([
      "'self'",
      'https://api-us.robosen.com',
      'https://api-eu.robosen.com',
      'https://api.robosen.cn',
    ]);
    expect(connectSources('preproduction')).toEqual([
      "'self'",
      ...Object.values(API_BASES.preproduction).map((base) => new URL(base).origin),
    ]);
    expect(connectSources('development')).toEqual(["'self'"]);
    expect(connectSources('test')).toEqual(["'self'"]);
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheRuleOf('_astro/site.B8J_DQMb.js')).toBe('immutable');
    expect(cacheRuleOf('index.html')).toBe('revalidate');
    expect(cacheRuleOf('faq/index.html')).toBe('revalidate');
    expect(cacheRuleOf('sitemap.xml')).toBe('revalidate');
    expect(cacheRuleOf('404.html')).toBe('revalidate');
    expect(CACHE_CONTROL).toEqual({
      immutable: 'public, max-age=31536000, immutable',
      revalidate: 'no-cache',
      never: 'no-store',
    });
  });
});

describe('inline sources of a page', () => {
  const html = [
    '<html><head><script>alert(1)</script>',
    '<script type="module">import "./x.js";</script>',
    '<script type="application/ld+json">{"a":1}</script>',
    '<script type="application/json" id="data">{"b":2}</script>',
    '<script type="module" src="/us/_astro/a.js"></script>',
    '<style>a{color:red}</style></head>',
    '<body><p class="x">if (a < b) style="not an attribute"</p></body></html>',
  ].join('');

  it('finds the scripts the browser runs and every style element', () => {
    expect(inlineScripts(html)).toEqual(['alert(1)', 'import "./x.js";']);
    expect(inlineStyles(html)).toEqual(['a{color:red}']);
  });

  it('hashes the exact text as CSP does (SHA-256, base64)', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(cspHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(inlineHashesOf(html).scripts[0]).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });

  it('merges the hashes of many pages into sorted lists without repeats', () => {
    expect(
      mergeHashes([
        { scripts: ['b', 'a'], styles: ['s'] },
        { scripts: ['a'], styles: ['s', 'r'] },
      ]),
    ).toEqual({ scripts: ['a', 'b'], styles: ['r', 's'] });
  });

  it('reports inline code no hash can allow, and nothing in text or scripts', () => {
    expect(unhashableInlineCode(html)).toEqual([]);
    expect(
      unhashableInlineCode(
        '<p style="color:red">x</p><button onclick="go()">y</button><a href="javascript:void 0">z</a>',
      ),
    ).toEqual(['style="color:red"', 'onclick="go()"', 'href="javascript:void 0"']);
    expect(unhashableInlineCode('<script>if (a <b onclick="x") {}</script>')).toEqual([]);
  });
});

describe('data colours as classes', () => {
  it('turns each #rrggbb into one class that sets one custom property', () => {
    expect(paletteClass('banner-bg', '#1F4FA3')).toBe('palette-banner-bg-1f4fa3');
    expect(() => paletteClass('tag-bg', 'red')).toThrow('not #rrggbb');
    expect(
      paletteCss([
        ['tag-bg', '#B3122E'],
        ['banner-bg', '#1f4fa3'],
        ['tag-bg', '#b3122e'],
      ]),
    ).toBe('.palette-banner-bg-1f4fa3{--banner-bg:#1f4fa3}.palette-tag-bg-b3122e{--tag-bg:#b3122e}');
  });

  it('collects the header’s banner, navigation and tag colours', () => {
    expect(
      headerPalette({
        textBanners: [{ bg: '#000000', color: '#ffffff' }],
        nav: [{ color: '#111111' }, { tag: { color: '#222222' } }, {}],
      }),
    ).toEqual([
      ['banner-bg', '#000000'],
      ['banner-fg', '#ffffff'],
      ['nav-ink', '#111111'],
      ['tag-bg', '#222222'],
    ]);
  });
});

describe('the .cn host rule', () => {
  it('swaps a trailing cn for com', () => {
    expect(comHostFor('www.robosen.cn')).toBe('www.robosen.com');
    expect(comHostFor('WWW.Robosen.CN')).toBe('www.robosen.com');
    expect(comHostFor('www.robosen.com')).toBeNull();
    expect(comHostFor('cn')).toBeNull();
    expect(comHostFor('robosen.cnx')).toBeNull();
  });

  it('sends other regions’ paths to the .com host with path and query, and keeps cn pages', () => {
    expect(cnHostRedirect('www.robosen.cn', '/us/x?a=1', false)).toBe('https://www.robosen.com/us/x?a=1');
    expect(cnHostRedirect('www.robosen.cn:8443', '/de', false)).toBe('https://www.robosen.com/de');
    expect(cnHostRedirect('www.robosen.cn', '/faq', true)).toBeNull();
    expect(cnHostRedirect('www.robosen.com', '/us/x', false)).toBeNull();
    expect(cnHostRedirect(undefined, '/us/x', false)).toBeNull();
  });
});

describe('nginx configuration', () => {
  const maps = renderNginxMaps(site);
  const server = renderNginxServer(site);

  it('picks the policy by host name as pages pick their API environment', () => {
    expect(maps).toContain('map $host $storefront_api_env {');
    for (const host of ['"localhost" development', '"127.0.0.1" development', '"[::1]" development']) {
      expect(maps).toContain(host);
    }
    expect(maps).toContain('"~\\.localhost$" development;');
    expect(maps).toContain('"hub-pre.robosen.com" preproduction;');
    expect(maps).toContain(`production "${contentSecurityPolicy('production', hashes)}";`);
    expect(maps).toContain(`development "${contentSecurityPolicy('development', hashes)}";`);
    const forced = renderNginxMaps({ ...site, forcedEnvironment: 'test' });
    expect(forced).toContain('default test;');
    expect(forced).not.toContain('production "');
  });

  it('sends the whole policy on every answer', () => {
    expect(server).toContain('add_header Content-Security-Policy $storefront_csp always;');
    expect(server).toContain('add_header Cache-Control $storefront_cache_control always;');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(server).toContain(`add_header ${name} "${value}" always;`);
    }
    const prefixes = REGION_CODES.flatMap((region) => REGIONS[region].prefix || []).join('|');
    expect(maps).toContain(`"~^/(?:(?:${prefixes})/)?_astro/" "${CACHE_CONTROL.immutable}";`);
  });

  it('serves every region under its prefix with its own 404, and the .cn rule outside cn only', () => {
    for (const region of REGION_CODES) {
      const prefix = REGIONS[region].prefix;
      const base = prefix ? `/${prefix}/` : '/';
      const block = server.slice(server.indexOf(`location ${base} {`));
      expect(block).toContain(`error_page 403 404 =404 ${base}404.html;`);
      const body = block.slice(0, block.indexOf('\n}'));
      expect(body.includes('$storefront_com_host'), region).toBe(prefix !== '');
    }
  });

  it('answers every redirect of the route manifest with a 301 that keeps the query', () => {
    const redirects = REGION_CODES.flatMap((region) =>
      planRedirects(manifest, region).map((r) => [region, r] as const),
    );
    expect(redirects.length).toBeGreaterThan(0);
    for (const [region, redirect] of redirects) {
      const from = routePath(region, redirect.from);
      expect(server).toContain(`location = ${from} {`);
      expect(server).toContain(`location = ${from}/ {`);
      expect(server).toContain(`return 301 ${routePath(region, redirect.to)}$is_args$args;`);
    }
  });

  it('answers /ssr/timestamp itself, in epoch milliseconds', () => {
    expect(server).toContain(`return 200 '{"code":2000,"msg":"ok","data":$storefront_epoch_ms}';`);
    const pattern = /"~\^\(\?<storefront_seconds>\[0-9\]\+\)\\\.\(\?<storefront_millis>\[0-9\]\{3\}\)\$"/;
    expect(maps).toMatch(pattern);
  });

  it('proxies /api/ to the reference API with the original Host on loopback only', () => {
    const loopback = renderLoopbackNginxConf({
      distDir: '/srv/dist',
      listen: '127.0.0.1:4321',
      tempDir: '/tmp/x',
      apiPort: 9999,
    });
    expect(loopback).toContain('include /srv/dist/nginx/maps.conf;');
    expect(loopback).toContain('include /srv/dist/nginx/server.conf;');
    expect(loopback).toContain('listen 127.0.0.1:4321;');
    expect(loopback).toContain('proxy_pass http://127.0.0.1:9999;');
    expect(loopback).toContain('proxy_set_header Host $host;');
    expect(loopback).not.toContain('test-fixtures');
    const production = renderNginxSite({
      root: '/var/www/robosen',
      serverNames: ['www.robosen.com', 'www.robosen.cn'],
    });
    for (const file of [production, maps, server]) expect(file).not.toMatch(/location \/api\/|proxy_pass/);
    expect(production).toContain('server_name www.robosen.com www.robosen.cn;');
    expect(production).toContain('include /var/www/robosen/nginx/server.conf;');
  });

  it('serves the .cn twin of the public host', () => {
    expect(serverNames('https://www.robosen.com')).toEqual(['www.robosen.com', 'www.robosen.cn']);
    expect(serverNames('https://staging.example.org')).toEqual(['staging.example.org']);
  });
});

describe('CDN files', () => {
  it('puts the policy under one rule for the merged site and caches each region’s hashed assets', () => {
    const headers = renderSiteHeaders(site);
    expect(headers.match(/Content-Security-Policy:/g)).toHaveLength(1);
    expect(headers).toContain(`/*\n  Content-Security-Policy: ${contentSecurityPolicy('production', hashes)}\n`);
    for (const region of REGION_CODES) {
      const prefix = REGIONS[region].prefix;
      expect(headers).toContain(`${prefix ? `/${prefix}` : ''}/_astro/*\n  Cache-Control: ${CACHE_CONTROL.immutable}`);
    }
  });

  it('gives a bundle deployed alone its own rules', () => {
    const headers = renderBundleHeaders('de', { forcedEnvironment: 'preproduction' }, hashes);
    expect(headers).toContain(`/de/*\n  Content-Security-Policy: ${contentSecurityPolicy('preproduction', hashes)}`);
    expect(headers).toContain('/de/_astro/*\n  Cache-Control: ');
  });

  it('lists every redirect and the .cn host rule for Netlify', () => {
    const redirects = renderSiteRedirects(site);
    expect(redirects).toContain('/us/new-release /us/flagship-bumblebee 301\n');
    expect(redirects).toContain('/us/new-release/ /us/flagship-bumblebee 301\n');
    expect(redirects).toContain('/new-release /flagship-bumblebee 301\n');
    expect(redirects).not.toContain('/kr/new-release');
    const toml = renderNetlifyToml(site, { cn: 'www.robosen.cn', com: 'www.robosen.com' });
    expect(toml).toContain(
      'from = "https://www.robosen.cn/us/*"\n  to = "https://www.robosen.com/us/:splat"\n  status = 301',
    );
    expect(toml).not.toContain('www.robosen.cn/*"');
    expect(toml).toContain('from = "/de/*"\n  to = "/de/404.html"\n  status = 404');
  });

  it('refuses an unknown PUBLIC_API_ENV', () => {
    expect(forcedEnvironmentOf(undefined)).toBeUndefined();
    expect(forcedEnvironmentOf('test')).toBe('test');
    expect(() => forcedEnvironmentOf('staging')).toThrow('PUBLIC_API_ENV="staging" is not an environment');
  });
});
