// @ts-check
// A crawl of a served site from its home page, as a search engine or a parent clicking through
// would meet it: every same-origin link, canonical, sitemap and feed address is fetched once,
// without following redirects. Used on the host's runtime by tests/host/ and `npm run deploy:dry`.

/**
 * @typedef {object} CrawlResult
 * @property {Map<string, number>} answered
 * @property {{ address: string, from: string, status: number, location: string | null }[]} redirects
 * @property {{ address: string, from: string, status: number }[]} broken
 */

/**
 * The site's own addresses that a page, sitemap or feed names: `href`s of links (relative, or
 * absolute under `siteUrl`, the canonical origin) and sitemap `<loc>`s, without their fragment.
 * @param {string} text
 * @param {string} [siteUrl]
 * @returns {Set<string>}
 */
export function addressesIn(text, siteUrl = '') {
  const found = new Set();
  for (const match of text.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"|<loc>([^<]+)<\/loc>/g)) {
    let address = (match[1] ?? match[2]).replace(/&amp;/g, '&').split('#')[0];
    if (siteUrl && address.startsWith(siteUrl)) address = address.slice(siteUrl.length) || '/';
    if (address.startsWith('/') && !address.startsWith('//')) found.add(address);
  }
  return found;
}

/**
 * Crawls `origin` from its home page. Returns how each address answered, and the ones that redirect or
 * fail, each with a page that names it.
 * @param {string} origin
 * @param {{ siteUrl?: string, also?: string[] }} [options]
 * @returns {Promise<CrawlResult>}
 */
export async function crawl(origin, { siteUrl = '', also = [] } = {}) {
  /** @type {CrawlResult['answered']} */
  const answered = new Map();
  const queue = [['/', '(start)'], ...also.map((address) => [address, '(given)'])];
  /** @type {CrawlResult['redirects']} */
  const redirects = [];
  /** @type {CrawlResult['broken']} */
  const broken = [];
  while (queue.length) {
    const [address, from] = /** @type {[string, string]} */ (queue.shift());
    if (answered.has(address)) continue;
    const response = await fetch(new URL(address, origin), { redirect: 'manual' });
    answered.set(address, response.status);
    const type = response.headers.get('content-type') ?? '';
    const text = /html|xml/.test(type) ? await response.text() : (await response.arrayBuffer(), '');
    if (response.status >= 300 && response.status < 400) {
      redirects.push({ address, from, status: response.status, location: response.headers.get('location') });
    } else if (response.status !== 200) {
      broken.push({ address, from, status: response.status });
    } else {
      for (const next of addressesIn(text, siteUrl)) if (!answered.has(next)) queue.push([next, address]);
    }
  }
  return { answered, redirects, broken };
}
