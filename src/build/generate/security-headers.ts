/**
 * The HTTP headers the site is served with: a strict Content-Security-Policy and friends,
 * and long caching for hashed assets. Written to dist/_headers at build (the format of
 * Netlify and Cloudflare Pages, applied by scripts/serve.mjs too); deploy/nginx.conf
 * carries the same values (a unit test keeps them equal).
 */
import { EMAILJS_DEFAULT_ORIGIN, settings as site } from '#site/index.ts';
import { SEARCH_CORE_FILE } from '../../search/engine/part-files.ts';

export interface PolicyOrigins {
  /** Where the enquiry form posts (the resolved e-mail configuration's origin); default EmailJS. */
  emailApiOrigin?: string;
  /** Origins of photos the content names by full URL (src/build/generate/image-origins.ts). */
  imageOrigins?: readonly string[];
  /** The pages' inline scripts, by hash (src/build/generate/early-script.ts earlyScriptSources). */
  scriptSources?: readonly string[];
}

export function contentSecurityPolicy({ emailApiOrigin = EMAILJS_DEFAULT_ORIGIN, imageOrigins = [], scriptSources = [] }: PolicyOrigins = {}): string {
  // The one frame a page may show, the campus video; a site without one allows none.
  const video: { embedUrl: string } | undefined = 'campusVideo' in site ? site.campusVideo : undefined;
  const videoOrigin = video ? new URL(video.embedUrl).origin : "'none'";
  return [
    "default-src 'self'",
    // No 'unsafe-inline': the one inline script a page has is allowed by its hash (island props
    // are JSON blocks, which never run).
    ["script-src 'self'", ...scriptSources].join(' '),
    // React renders style="" attributes (image aspect ratios, colours): allow attributes, not <style> injection sources.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    "font-src 'self'",
    `connect-src 'self' ${emailApiOrigin}`,
    `frame-src ${videoOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The web editor's policy (/admin/*, Decap CMS), looser than the site's and only there:
 * - no 'unsafe-eval' (the page holds the editor's GitHub token): Decap's AJV check of its configuration
 *   runs in the tests instead (DECAP_REPLACED), and the content check runs zod without its compiler;
 * - style-src 'unsafe-inline': its styles are injected as <style> elements (emotion);
 * - blob: images: photos chosen for upload are previewed from memory;
 * - GitHub's API (content and commits) and avatars (the signed-in editor), for the live backend.
 * Signing in opens the OAuth service in a pop-up window, which the policy does not govern.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    "connect-src 'self' https://api.github.com",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface HeaderRule {
  /** URL pattern; `*` matches any characters. */
  path: string;
  headers: Record<string, string>;
  /** Headers of earlier matching rules this rule takes away before adding its own. */
  replaces?: string[];
}

/** Sent with every response: stops a browser from reading a file as another type than it is sent as. */
export const EVERY_RESPONSE_HEADERS: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };

/**
 * The policies a browser applies to a document (and a service worker to itself). Sent with pages
 * and the service worker only: on an image, a stylesheet or a script they do nothing, yet each such
 * response carried them (about 600 bytes each over HTTP/1.1, a tenth of a page's first visit).
 */
export function documentHeaders(origins: PolicyOrigins = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/**
 * URL patterns that cover every page: the home page, each top-level section of the site's paths
 * (pages and redirects, so an unknown path inside a section too), the 404 page and the service
 * worker. Assets, photos, icons and the manifest live outside them.
 */
export function documentPaths(sitePaths: readonly string[]): string[] {
  const sections = [...new Set(sitePaths.map((p) => p.split('/')[1]).filter(Boolean))].sort();
  return ['/', '/index.html', '/404.html', ...sections.flatMap((section) => [`/${section}`, `/${section}/*`]), '/sw.js'];
}

/** `sitePaths`: the path of every page and redirect (the documents the policies go with). */
export function headerRules(origins: PolicyOrigins, sitePaths: readonly string[]): HeaderRule[] {
  const policies = documentHeaders(origins);
  return [
    { path: '/*', headers: EVERY_RESPONSE_HEADERS },
    ...documentPaths(sitePaths).map((path) => ({ path, headers: policies })),
    // File names carry a content hash: cache for a year.
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // The search index's core names its hashed parts: a name that stays, so revalidated.
    { path: `/${SEARCH_CORE_FILE}`, headers: { 'Cache-Control': 'no-cache' } },
    // Photos keep their names when the school replaces them: cache a day, refresh in the background.
    { path: '/img/*', headers: { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' } },
    // The service worker must always be fresh.
    { path: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
    // The web editor: its own policy replaces the site's (hosts that join the values of
    // several matching rules are told to drop the site's first, see headersFile), never indexed.
    {
      path: '/admin/*',
      headers: { ...policies, 'Content-Security-Policy': adminContentSecurityPolicy(), 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-cache' },
      replaces: ['Content-Security-Policy'],
    },
  ];
}

/** `_headers` file text (Netlify / Cloudflare Pages format). */
export function headersFile(rules: HeaderRule[]): string {
  // `! Name` (Cloudflare Pages' syntax) detaches a header an earlier matching rule set, so the
  // host does not send both values (two CSPs would both apply).
  const lines = (rule: HeaderRule) => [...(rule.replaces ?? []).map((name) => `  ! ${name}`), ...Object.entries(rule.headers).map(([k, v]) => `  ${k}: ${v}`)];
  return rules.map((rule) => `${rule.path}\n${lines(rule).join('\n')}\n`).join('\n');
}
