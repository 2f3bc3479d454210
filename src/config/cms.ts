/**
 * The web editor (/admin, Decap CMS) on the live site: where it commits. Neutral placeholders
 * for the school to replace (README, "Web editor"). On the office computer (`npm start`) the
 * editor writes to the files on disk instead, through the local backend (scripts/start.mjs).
 */
export const cms = {
  /** The repository on GitHub that holds this site, "owner/name". */
  repo: 'example-college/school-website',
  /** The branch the live site is built from. */
  branch: 'main',
};
