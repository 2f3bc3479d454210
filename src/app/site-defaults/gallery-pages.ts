/** A site without a gallery writes no gallery page files (see README.md here). */
export type GalleryImage = { src: string; alt: string };
export const PAGE_FILE_PATTERN = /^$/;
export const galleryPageFiles = (..._args: unknown[]): { href: string; json: string }[] => [];
