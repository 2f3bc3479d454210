/**
 * Files the build makes from the site's data, served beside the pages (not under public/): a page may
 * link to them as to a page. Pure (the build's check and the web editor's).
 */
import { CALENDAR_FILE_PATH } from '../facts/calendar.ts';
import { FEED_PATH } from '../listings/news.ts';

/** The admission form, made from the school facts (src/build/generate/admission-form.ts) unless public/ holds the school's own. */
export const ADMISSION_FORM_PATH = '/forms/admission-form.pdf';

export const MADE_FILES: ReadonlySet<string> = new Set([ADMISSION_FORM_PATH, CALENDAR_FILE_PATH, FEED_PATH]);
