import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import fs from 'node:fs';

// src/admin/save-errors.ts reads the editor's words from the page's data: give it the real ones.
const words = parse(fs.readFileSync('src/config/editor-words.yml', 'utf8')) as { messages: Record<string, string> };
(globalThis as { window?: unknown }).window = { SITE_EDITOR: { messages: words.messages } };
const { plainSaveError } = await import('../../src/admin/save-errors');

/** An error as Decap's GitHub backend throws it (decap-cms-lib-util's APIError). */
const apiError = (message: string, status: number) => Object.assign(new Error(message), { name: 'API_ERROR', status, api: 'GitHub' });

describe("a save the repository refuses is said in the office's words (src/admin/save-errors.ts)", () => {
  it("says that someone else changed the file, for GitHub's stale-file and moved-branch refusals", () => {
    for (const error of [
      apiError('is at 3f2a9c1d but expected 9e8d7c6b', 409),
      apiError('Update is not a fast forward', 422),
      apiError('Conflict', 409),
    ]) {
      const said = plainSaveError(error).message;
      expect(said).toBe(words.messages.changedMeanwhile);
      expect(said).not.toMatch(/\b(409|422|API_ERROR|sha)\b/);
    }
  });

  it('says what to do when the account may not write, the connection is gone, or anything else', () => {
    expect(plainSaveError(apiError('Bad credentials', 401)).message).toBe(words.messages.notAllowed);
    expect(plainSaveError(new TypeError('Failed to fetch')).message).toBe(words.messages.noConnection);
    expect(plainSaveError(apiError('Server Error', 500)).message).toMatch(/^the change could not be saved/);
  });
});
