/**
 * Ten years of news must not hide the evergreen pages: of the first three results, at most two are news
 * posts when an evergreen page also answers (MAX_POSTS_AHEAD in src/search/engine/engine.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/site-model';
import { buildSearchData } from '../../src/search/index/build-index.node';
import { loadSynonyms } from '../../src/search/index/synonyms.node';
import { searchTextProps } from '../../src/widgets/manifest';
import { SiteSearch } from '../../src/search/engine/engine';
import { makeScaleSite } from '../../tools/measure/scale-site.mjs';

/** A copy of the site with a termly post on the coding club, as a school writes one each term for years. */
function siteWithTermlyPosts(count: number): string {
  const site = makeScaleSite(process.cwd(), fs.mkdtempSync(path.join(os.tmpdir(), 'posts-ahead-')), { posts: 0 });
  for (let i = 0; i < count; i++) {
    const date = `${2016 + i}-07-0${1 + (i % 8)}`;
    fs.writeFileSync(
      path.join(site, `pages/news/${date}-coding-club-show.mdx`),
      `---\ntitle: Coding club presents its end-of-term show\ndate: ${date}\nsummary: "The coding club showed its robots and games to parents."\ntags: [coding club, robotics]\n---\n\nThe coding club presented its end-of-term show: robots, games and a website the club built.\n`,
    );
  }
  return site;
}

describe('the evergreen pages among the news', () => {
  const site = siteWithTermlyPosts(8);
  const data = buildSearchData(loadSite(site), loadSynonyms(site), searchTextProps);
  const search = new SiteSearch(data, { today: () => '2026-11-27' });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  it('shows an evergreen page on the coding club third, after two posts, though more posts score higher', () => {
    const hits = search.search('coding club');
    expect(hits.slice(0, 2).map((h) => h.path)).toEqual([expect.stringMatching(/^\/news\//), expect.stringMatching(/^\/news\//)]);
    // The pastoral care overview, which lists the coding club, or the club's own page.
    expect(['/pastoral', '/pastoral/coding-robotics']).toContain(hits[2].path);
    // The post after it scored above it: without the rule posts would have filled the first three.
    expect(hits[3].path).toMatch(/^\/news\//);
    expect(hits[3].score).toBeGreaterThan(hits[2].score);
  });

  it('leaves the order alone when the posts do not fill the first three', () => {
    const hits = search.search('robotics');
    expect(hits.slice(0, 3).filter((h) => h.path.startsWith('/news/')).length).toBeLessThanOrEqual(2);
    const scores = hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
