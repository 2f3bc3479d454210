import { describe, expect, it } from 'vitest';
import { emblaDuration } from '../../src/ui/Carousel/carousel';

describe('emblaDuration', () => {
  it('turns milliseconds into embla’s spring constant', () => {
    expect(emblaDuration(500)).toBe(20);
    expect(emblaDuration(1000)).toBeGreaterThan(emblaDuration(500));
    expect(emblaDuration(250)).toBeLessThan(emblaDuration(500));
  });
});
