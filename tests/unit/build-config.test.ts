// @vitest-environment node
// Items 13 and 14: the e-mail configuration is resolved once, from Vite's env files too, and the
// same origin reaches the form and the CSP; photos given by full URL are allowed by img-src.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEmailConfig } from '../../src/build/email-settings';
import { enquiryPlugin } from '../../src/build/plugins/enquiry-plugin';
import { externalImageOrigins } from '../../src/build/generate/image-origins';
import { headersFor } from '../../src/build/plugins/seo-plugin';

const made: string[] = [];
function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-config-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const csp = (headers: string) => /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';

describe('item 13: one e-mail configuration for the form and the CSP', () => {
  it('reads VITE_EMAILJS_API_ORIGIN from .env.local, and the CSP connect-src allows it', { timeout: 60_000 }, async () => {
    const envDir = folder({ '.env.local': 'VITE_EMAILJS_API_ORIGIN=http://127.0.0.1:9000\n' });
    const email = loadEmailConfig('production', envDir);
    expect(email).toMatchObject({ mode: 'local', origin: 'http://127.0.0.1:9000' });

    const headers = await headersFor(process.cwd(), email);
    expect(csp(headers)).toContain("connect-src 'self' http://127.0.0.1:9000;");

    // The form gets the very same object (vite.config.ts passes it to both plugins).
    const define = (enquiryPlugin(email).config as () => { define: Record<string, string> })().define;
    expect(JSON.parse(define.__EMAIL_CONFIG__)).toEqual(email);
  });

  it('with credentials in .env.local, allows the EmailJS API', async () => {
    const envDir = folder({ '.env.local': 'VITE_EMAILJS_SERVICE_ID=s\nVITE_EMAILJS_TEMPLATE_ID=t\nVITE_EMAILJS_PUBLIC_KEY=k\n' });
    const email = loadEmailConfig('production', envDir);
    expect(email.mode).toBe('emailjs');
    expect(csp(await headersFor(process.cwd(), email))).toContain("connect-src 'self' https://api.emailjs.com;");
  });

  it('stops with a message naming the setting when the configuration is half done', () => {
    const envDir = folder({ '.env.local': 'VITE_EMAILJS_SERVICE_ID=s\n' });
    expect(() => loadEmailConfig('production', envDir)).toThrow(/Contact form configuration: .*VITE_EMAILJS_TEMPLATE_ID/);
  });
});

describe('item 14: photos given by full URL are allowed by img-src', () => {
  it('collects the origins of the fields marked photo in data files, only http(s), each once', () => {
    const data = new Map<string, unknown>([
      [
        'pages/_home.hero.yml',
        [
          { src: 'https://photos.example.org/hero/1.jpg', alt: 'a' },
          { src: 'hero/02-classroom', alt: 'b' },
          { src: 'https://photos.example.org/hero/2.jpg', alt: 'c' },
        ],
      ],
      [
        'pages/_home.partners.yml',
        [{ id: 1, name: 'X', image: 'http://cdn.example.net:8080/x.png', alt: 'https://not-a-photo.example.com/' }],
      ],
      [
        'pages/about/_board.board.yml',
        { members: [{ name: 'Dr A', role: 'Chair', photo: 'https://portraits.example.com/a.jpg', bio: 'x' }] },
      ],
      ['pages/_home.testimonials.yml', [{ quote: 'see https://not-a-photo.example.com/', author: 'B', role: 'Parent' }]],
    ]);
    expect(externalImageOrigins(data)).toEqual([
      'http://cdn.example.net:8080',
      'https://photos.example.org',
      'https://portraits.example.com',
    ]);
  });

  it('allows a staff portrait given by full URL (the photo field of a staff file)', async () => {
    const root = folder({
      'pages/_teachers.staff.yml':
        'groups:\n  - label: TEACHERS\n    people:\n      - name: Mrs Ada Obi\n' +
        '        photo: https://portraits.example.com/ada.jpg\n        bio: Teaches English and leads the debating club at the school.\n',
    });
    expect(csp(await headersFor(root, { origin: undefined }))).toContain("img-src 'self' data: https://portraits.example.com;");
  });

  it('puts them into img-src of the headers the build writes, and nothing for this site as it is', async () => {
    const root = folder({ 'pages/_home.hero.yml': '- src: https://photos.example.org/hero/1.jpg\n  alt: a\n' });
    expect(csp(await headersFor(root, { origin: undefined }))).toContain("img-src 'self' data: https://photos.example.org;");
    expect(csp(await headersFor(process.cwd(), { origin: undefined }))).toContain("img-src 'self' data:;");
  });
});
