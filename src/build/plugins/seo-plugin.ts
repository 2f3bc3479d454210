/**
 * Files for search engines and installers, generated from pages/ and the site config at build:
 * sitemap.xml, robots.txt, manifest.webmanifest and its icons, and _headers (security and caching).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { settings as site } from '#site/index.ts';
import { loadSite } from '../site-model.ts';
import { canonicalUrl } from '../../content/nav/meta.ts';
import { earlyScriptSources } from '../generate/early-script.ts';
import { headerRules, headersFile } from '../generate/security-headers.ts';
import { externalImageOrigins } from '../generate/image-origins.ts';
import { lastUpdatedOf } from '../generate/page-history.ts';
import { escapeXml } from '../generate/atom.ts';
import type { EmailConfig } from '#site/index.ts';

/**
 * Every public page (pages with `search: false` are utility pages and stay out), with the date of
 * its last change from git as <lastmod> when there is one (the date the page shows as "Last updated").
 */
export function sitemapXml(root: string): string {
  const { sources } = loadSite(root);
  const urls = sources
    .filter((s) => s.frontmatter.search)
    .map((s) => {
      const updated = lastUpdatedOf(root, s);
      const lastmod = updated ? `<lastmod>${escapeXml(updated)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(canonicalUrl(s.info.path))}</loc>${lastmod}</url>`;
    })
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl('/sitemap.xml')}\n`;
}

export const ICON_SIZES = [192, 512] as const;

export function webManifest(): string {
  return JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      description: site.footerTagline,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b3a6b',
      icons: [
        ...ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );
}

/** The logo centred on the brand colour, as a square PNG icon. */
async function iconPng(root: string, size: number, padding: number): Promise<Buffer> {
  const logo = fs.readFileSync(path.join(root, 'public', site.logo.src));
  const inner = Math.round(size * (1 - padding * 2));
  const mark = await sharp(logo, { density: 600 }).resize({ width: inner, height: inner, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#0b3a6b' } })
    .composite([{ input: mark, gravity: 'centre' }])
    // A palette PNG: Chrome fetches the manifest's icon on a first visit, and a crest needs few
    // colours (192 px: 1.3 KB instead of 4.4 KB).
    .png({ compressionLevel: 9, palette: true, colours: 64, effort: 10 })
    .toBuffer();
}

/**
 * `_headers`: the CSP allows the pages' inline scripts by hash, the origin the form posts to and the
 * origins of photos given by URL.
 */
export async function headersFor(root: string, email: Pick<EmailConfig, 'origin'>): Promise<string> {
  const { content, data } = loadSite(root);
  const sitePaths = [...content.pages.map((page) => page.path), ...Object.keys(content.redirects)];
  const origins = { emailApiOrigin: email.origin, imageOrigins: externalImageOrigins(data), scriptSources: await earlyScriptSources() };
  return headersFile(headerRules(origins, sitePaths));
}

/** `email`: the configuration resolved once in vite.config.ts (the form gets the same one). */
export function seoPlugin({ email }: { email: EmailConfig }): Plugin {
  return {
    name: 'site-seo-files',
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { root } = this.environment.config;
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(root) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() });
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: webManifest() });
      this.emitFile({ type: 'asset', fileName: '_headers', source: await headersFor(root, email) });
      for (const size of ICON_SIZES) this.emitFile({ type: 'asset', fileName: `icons/icon-${size}.png`, source: await iconPng(root, size, 0.08) });
      this.emitFile({ type: 'asset', fileName: 'icons/icon-maskable-512.png', source: await iconPng(root, 512, 0.2) });
      this.emitFile({ type: 'asset', fileName: 'icons/apple-touch-icon.png', source: await iconPng(root, 180, 0.08) });
    },
  };
}
