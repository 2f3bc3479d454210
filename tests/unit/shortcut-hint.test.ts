import { describe, expect, it } from 'vitest';
import { shortcutHint } from '../../src/search/ui/shortcuts';

describe('shortcutHint', () => {
  it('says ⌘ K on Apple devices', () => {
    expect(shortcutHint('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15')).toBe('⌘ K');
    expect(shortcutHint('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('⌘ K');
  });
  it('says Ctrl K elsewhere', () => {
    expect(shortcutHint('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36')).toBe('Ctrl K');
    expect(shortcutHint('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36')).toBe('Ctrl K');
  });
});
