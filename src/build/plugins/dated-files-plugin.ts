/**
 * The files made from the site's dates: the term calendar for phones (/about/calendar.ics, from the
 * `_*.calendar.yml` data file) and the news feed (/news/feed.xml, from pages/news/). Written by the
 * build beside the pages and served by the dev server; the build warns (and goes on) when no date of
 * the calendar is still to come. The generation itself is pure and tested on its own: ics.ts, atom.ts.
 */
import type { Connect, Plugin } from 'vite';
import { settings as site } from '#site/index.ts';
import { CALENDAR_FILE_PATH, CALENDAR_PAGE_PATH, isStale, type CalendarData } from '../../content/facts/calendar.ts';
import { todayInLagos } from '../../content/facts/dates.ts';
import { canonicalUrl } from '../../content/nav/meta.ts';
import type { LoadedSite } from '../../content/reading/source.node.ts';
import { calendarIcs } from '../generate/ics.ts';
import { atomFeed } from '../generate/atom.ts';
import { FEED_PATH, NEWS_PATH, postsNewestFirst } from '../../content/listings/news.ts';
import { inspectSite, loadSite } from '../site-model.ts';

/** The calendar data file (`_<name>.calendar.yml`) and its data, if the site has one. */
export function calendarOf(site: Pick<LoadedSite, 'data'>): { file: string; data: CalendarData } | undefined {
  for (const [file, data] of site.data) if (/\.calendar\.ya?ml$/.test(file)) return { file, data: data as CalendarData };
  return undefined;
}

/** Each file's address and text. `today`: the build's day in Lagos. */
export function datedFiles(loaded: Pick<LoadedSite, 'data' | 'content'>, today: string): Map<string, { type: string; text: string }> {
  const files = new Map<string, { type: string; text: string }>();
  const feed = atomFeed(postsNewestFirst(loaded.content.pages), {
    schoolName: site.name,
    listUrl: canonicalUrl(NEWS_PATH),
    feedUrl: canonicalUrl(FEED_PATH),
    siteUrl: canonicalUrl('/'),
    absolute: canonicalUrl,
    today,
  });
  files.set(FEED_PATH, { type: 'application/atom+xml; charset=utf-8', text: feed });
  const calendar = calendarOf(loaded);
  if (calendar) {
    const text = calendarIcs(calendar.data, {
      schoolName: site.name,
      host: new URL(site.url).host,
      pageUrl: canonicalUrl(CALENDAR_PAGE_PATH),
      stamp: today,
    });
    files.set(CALENDAR_FILE_PATH, { type: 'text/calendar; charset=utf-8', text });
  }
  return files;
}

/** The warning for a calendar whose dates are all past, or nothing. */
export function staleCalendarWarning(loaded: Pick<LoadedSite, 'data'>, today: string): string | undefined {
  const calendar = calendarOf(loaded);
  if (!calendar || !isStale(calendar.data, today)) return undefined;
  return `${calendar.file}: every date in the calendar is past (today is ${today}): add the next session's terms and dates, `
    + `or parents will see an out-of-date calendar on the site and in their phones`;
}

export function datedFilesPlugin(): Plugin {
  return {
    name: 'site-dated-files',
    configureServer(server) {
      const serve: Connect.NextHandleFunction = (req, res, next) => {
        const address = (req.url ?? '').split('?')[0];
        if (address !== FEED_PATH && address !== CALENDAR_FILE_PATH) return next();
        const file = datedFiles(inspectSite(server.config.root).loaded, todayInLagos()).get(address);
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.end(file.text);
      };
      server.middlewares.use(serve);
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const loaded = loadSite(this.environment.config.root);
      const today = todayInLagos();
      const warning = staleCalendarWarning(loaded, today);
      if (warning) console.warn(`Warning: ${warning}`);
      for (const [address, { text }] of datedFiles(loaded, today)) this.emitFile({ type: 'asset', fileName: address.slice(1), source: text });
    },
  };
}
