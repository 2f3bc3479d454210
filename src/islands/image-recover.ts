/** Replaces a photo that failed to load (see ./image-fallback.ts, which fetches this on the first failure). */
function placeholderFor(img: HTMLImageElement): HTMLElement {
  const placeholder = document.createElement('span');
  placeholder.className = `image-unavailable ${img.className}`;
  placeholder.setAttribute('role', 'img');
  placeholder.setAttribute('aria-label', 'Image not available');
  const width = img.getAttribute('width');
  const height = img.getAttribute('height');
  if (width && height) placeholder.style.aspectRatio = `${width} / ${height}`;
  placeholder.innerHTML = '<span aria-hidden="true">Image not available</span>';
  return placeholder;
}

export function recover(img: HTMLImageElement): void {
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
