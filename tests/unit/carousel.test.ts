import { act, renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { describe, expect, it, vi } from 'vitest';
import { emblaDuration, useEmblaSelection } from '../../src/ui/Carousel/carousel';

describe('emblaDuration', () => {
  it('turns milliseconds into embla’s spring constant', () => {
    expect(emblaDuration(500)).toBe(20);
    expect(emblaDuration(1000)).toBeGreaterThan(emblaDuration(500));
    expect(emblaDuration(250)).toBeLessThan(emblaDuration(500));
  });
});

/** The parts of embla's API the hook uses, each move counted. */
function fakeEmbla() {
  const reset = vi.fn();
  const api = {
    scrollNext: vi.fn(),
    scrollPrev: vi.fn(),
    scrollTo: vi.fn(),
    selectedScrollSnap: () => 0,
    plugins: () => ({ autoplay: { reset } }),
    on: () => api,
    off: () => api,
  };
  return { api, embla: api as unknown as EmblaCarouselType, reset };
}

describe('useEmblaSelection', () => {
  it('moves at once when the engine has started, restarting the auto-play count', () => {
    const { api, embla, reset } = fakeEmbla();
    const { result } = renderHook(() => useEmblaSelection(embla));
    act(() => result.current.next());
    act(() => result.current.goTo(3));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(api.scrollTo).toHaveBeenCalledWith(3);
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it('makes a move asked for before the engine started once it starts, once (a press replayed as the island wakes)', () => {
    const { api, embla } = fakeEmbla();
    const { result, rerender } = renderHook(({ ready }) => useEmblaSelection(ready ? embla : undefined), {
      initialProps: { ready: false },
    });
    act(() => result.current.next());
    expect(api.scrollNext).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    rerender({ ready: true });
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(api.scrollPrev).not.toHaveBeenCalled();
  });
});
