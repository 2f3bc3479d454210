/**
 * What the office is told when the repository refuses a save: in plain words, never an error code.
 * GitHub answers 409 (the file is not the one the save was made from) or 422 ("Update is not a fast
 * forward": the branch moved while the save was made) when someone else changed the site meanwhile;
 * the local backend (decap-server) answers with its own words when it cannot write.
 */
import { siteData } from './site-data.ts';

/** The parts of Decap's APIError (decap-cms-lib-util) read here. */
interface ApiError {
  message?: string;
  status?: number;
}

const CHANGED_MEANWHILE = /not a fast forward|does not match|is at [0-9a-f]{7,} but expected|sha wasn't supplied|conflict/i;

/** The error a failed save is shown with: the repository's refusal in the office's words. */
export function plainSaveError(error: unknown): Error {
  const { message = '', status } = (error ?? {}) as ApiError;
  const words = siteData.messages;
  if (status === 409 || CHANGED_MEANWHILE.test(message)) return new Error(words.changedMeanwhile);
  if (status === 401 || status === 403) return new Error(words.notAllowed);
  if (status === undefined && /fetch|network|Failed to/i.test(message)) return new Error(words.noConnection);
  return new Error(`${words.notSavedTryAgain}${message ? ` (${message})` : ''}`);
}
