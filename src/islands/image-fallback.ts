/**
 * Photos on plain pages (not islands, which React looks after): a photo that fails to load is
 * replaced once by its fallback (`data-fallback`, e.g. the staff placeholder), or else by the
 * "Image not available" placeholder in the same space: the spec's broken-image rules, as the
 * Picture widget applies them inside islands. The boot script only watches; the code that
 * replaces a photo (./image-recover.ts) is fetched the first time one fails.
 */
const recovering = new WeakSet<HTMLImageElement>();

/**
 * Once per failure: while the code is on its way, a second report of the same failure (the scan
 * below and the error event both) is ignored, or the fallback would be set and then replaced.
 */
function recover(img: HTMLImageElement): void {
  if (recovering.has(img)) return;
  recovering.add(img);
  import('./image-recover')
    .then((m) => m.recover(img))
    .catch(() => undefined)
    .finally(() => recovering.delete(img));
}

export function installImageFallback(): void {
  // Only the page's own photos: islands and what React adds later (the lightbox) handle theirs.
  const own = new WeakSet([...document.images].filter((img) => !img.closest('[data-island]')));
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && own.has(event.target)) recover(event.target);
    },
    true,
  );
  // Photos that failed before this script ran.
  for (const img of document.images) if (own.has(img) && img.complete && img.naturalWidth === 0 && img.currentSrc) recover(img);
}
