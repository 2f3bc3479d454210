/**
 * The HTTP headers the site is served with: a strict Content-Security-Policy and friends,
 * and long caching for hashed assets. Written to dist/_headers at build (the format of
 * Netlify and Cloudflare Pages, applied by scripts/serve.mjs too); deploy/nginx.conf
 * carries the same values (a unit test keeps them equal).
 */
import { settings as site } from '../config/settings.ts';

/** The e-mail service's API: the enquiry form posts there (VITE_EMAILJS_API_ORIGIN can replace it). */
export const EMAIL_API_ORIGIN = 'https://api.emailjs.com';

export interface PolicyOrigins {
  /** Where the enquiry form posts (the resolved e-mail configuration's origin); default EmailJS. */
  emailApiOrigin?: string;
  /** Origins of photos the content names by full URL (src/build/image-origins.ts). */
  imageOrigins?: readonly string[];
}

export function contentSecurityPolicy({ emailApiOrigin = EMAIL_API_ORIGIN, imageOrigins = [] }: PolicyOrigins = {}): string {
  const videoOrigin = new URL(site.campusVideo.embedUrl).origin;
  return [
    "default-src 'self'",
    // No inline scripts anywhere (pages load one module file; island props are JSON blocks, which
    // never run), so no 'unsafe-inline'.
    "script-src 'self'",
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

export interface HeaderRule {
  /** URL pattern; `*` matches any characters. */
  path: string;
  headers: Record<string, string>;
}

export function headerRules(origins: PolicyOrigins = {}): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(origins),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'X-Frame-Options': 'SAMEORIGIN',
      },
    },
    // File names carry a content hash: cache for a year.
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // Photos keep their names when the school replaces them: cache a day, refresh in the background.
    { path: '/img/*', headers: { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' } },
    // The service worker must always be fresh.
    { path: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
  ];
}

/** `_headers` file text (Netlify / Cloudflare Pages format). */
export function headersFile(rules: HeaderRule[]): string {
  return rules.map((rule) => `${rule.path}\n${Object.entries(rule.headers).map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`).join('\n');
}
