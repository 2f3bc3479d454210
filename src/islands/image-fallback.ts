/**
 * Photos on plain pages (not islands, which React looks after): a photo that fails to load is
 * replaced once by its fallback (`data-fallback`, e.g. the staff placeholder), or else by the
 * "Image not available" placeholder in the same space: the spec's broken-image rules, as the
 * Picture widget applies them inside islands.
 */
function placeholderFor(img: HTMLImageElement): HTMLElement {
  const placeholder = document.createElement('span');
  placeholder.className = `image-unavailable ${img.className}`;
  placeholder.setAttribute('role', 'img');
  placeholder.setAttribute('aria-label', 'Image not available');
  const width = img.getAttribute('width');
  const height = img.getAttribute('height');
  if (width && height) placeholder.style.aspectRatio = `${width} / ${height}`;
  const text = document.createElement('span');
  text.setAttribute('aria-hidden', 'true');
  text.textContent = 'Image not available';
  placeholder.append(text);
  return placeholder;
}

function recover(img: HTMLImageElement): void {
  const picture = img.parentElement instanceof HTMLPictureElement ? img.parentElement : null;
  const fallback = img.dataset.fallback;
  if (fallback) {
    delete img.dataset.fallback; // once only
    picture?.querySelectorAll('source').forEach((source) => source.remove());
    img.removeAttribute('srcset');
    img.src = fallback;
    return;
  }
  (picture ?? img).replaceWith(placeholderFor(img));
}

export function installImageFallback(): void {
  // Only the page's own photos: islands and what React adds later (the lightbox) handle theirs.
  const own = new WeakSet([...document.images].filter((img) => !img.closest('[data-island]')));
  document.addEventListener('error', (event) => {
    if (event.target instanceof HTMLImageElement && own.has(event.target)) recover(event.target);
  }, true);
  // Photos that failed before this script ran.
  for (const img of document.images) if (own.has(img) && img.complete && img.naturalWidth === 0 && img.currentSrc) recover(img);
}
