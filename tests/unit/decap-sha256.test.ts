import { describe, expect, it } from 'vitest';
import { sha256 as jsSha256 } from 'js-sha256';
import { sha256 } from '../../src/admin/decap-sha256';

// /admin's stand-in for js-sha256 in Decap's build gives what js-sha256 gives, for what Decap passes it.
describe("the editor's SHA-256 of an upload", () => {
  it('matches js-sha256 for the empty read, texts and bytes of every length around the 64-byte blocks', async () => {
    expect(await sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256('abc')).toBe(jsSha256('abc'));
    expect(await sha256('Ngozi Eze · ₦12,500')).toBe(jsSha256('Ngozi Eze · ₦12,500'));
    for (let size = 0; size < 200; size++) {
      const bytes = new Uint8Array(size).map((_, i) => (i * 31 + size) & 0xff);
      expect(await sha256(bytes.buffer)).toBe(jsSha256(bytes.buffer));
    }
  });

  it('matches js-sha256 for a photo-sized file', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7919) & 0xff);
    expect(await sha256(bytes.buffer)).toBe(jsSha256(bytes.buffer));
  });
});
