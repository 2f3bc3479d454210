/**
 * The data files' schemas (data-schemas.ts) as the build uses them: a photo a data file names is
 * looked up in this project's photos/ and public/ (the process runs in the project's folder).
 */
import { setPhotoLookup } from './photo-lookup.ts';
import { photoLookupOnDisk } from './photos.node.ts';

setPhotoLookup(photoLookupOnDisk(process.cwd()));

export * from './data-schemas.ts';
