/**
 * Photos on plain pages (not islands, which React looks after): a photo that fails to load is
 * replaced by the "Image not available" placeholder in the same space (the spec's broken-image
 * rule), as the Picture widget does inside islands.
 */
function replace(img: HTMLImageElement): void {
  if (img.closest('[data-island]') || !img.currentSrc) return;
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
  const picture = img.parentElement instanceof HTMLPictureElement ? img.parentElement : img;
  picture.replaceWith(placeholder);
}

export function installImageFallback(): void {
  document.addEventListener('error', (event) => {
    if (event.target instanceof HTMLImageElement) replace(event.target);
  }, true);
  // Photos that failed before this script ran.
  for (const img of document.images) if (img.complete && img.naturalWidth === 0) replace(img);
}
