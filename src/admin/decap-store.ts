/**
 * Decap's store as the site's script uses it (window.DECAP_SITE, set by src/admin/decap.ts): the
 * entry open in the form, with its current values, and the errors shown under its fields.
 */

/** The parts of Immutable.js maps used here. */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: (string | number)[]): unknown;
  setIn(path: (string | number)[], value: unknown): ImmutableMap;
  toJS(): unknown;
}

/** Decap's photo previews, by path: an asset's `url` is what the preview shows (a blob: for a photo not yet saved). */
export type Medias = Record<string, { asset?: { url: string; path: string } } | undefined>;

interface Store {
  getState(): { entryDraft: ImmutableMap; medias: Medias };
  dispatch(action: { type: string; payload: unknown }): void;
  subscribe(listener: () => void): () => void;
}

/** What src/admin/decap.ts gives the site's script (window.DECAP_SITE). */
interface DecapSite {
  store: Store;
  readFile(path: string): Promise<string>;
  forgetDraft(collection: string, slug: string): Promise<void>;
  entryAtAddress(collection: string, data: ImmutableMap): Promise<EntryAtAddress | undefined>;
}

/** An entry already at an address: its slug, file and (a published one) its text. */
export interface EntryAtAddress {
  slug: string;
  path: string;
  text?: string;
}
const decap = (): DecapSite | undefined => (window as unknown as { DECAP_SITE?: DecapSite }).DECAP_SITE;
const store = (): Store | undefined => decap()?.store;

/** A file as the repository holds it now (the local backend: the disk; the live site: GitHub's branch). */
export async function readFile(path: string): Promise<string | undefined> {
  return decap()?.readFile(path);
}

/** Forgets the draft Decap keeps of a form while it is typed in (it would offer it back when the entry is opened again). */
export async function forgetDraft(collection: string, slug: string): Promise<void> {
  await decap()?.forgetDraft(collection, slug);
}

/** The entry open in the form (its data as now typed), if any. */
export function openEntry(): ImmutableMap | undefined {
  return store()?.getState().entryDraft.get('entry') as ImmutableMap | undefined;
}

/** The errors shown under the open form's fields, by the field's control id. */
export function openEntryErrors(): ImmutableMap | undefined {
  return store()?.getState().entryDraft.get('fieldsErrors') as ImmutableMap | undefined;
}

/** Calls `listener` whenever Decap's state changes; returns the way to stop. */
export function onStateChange(listener: () => void): () => void {
  return store()?.subscribe(listener) ?? (() => undefined);
}

/** Shows `messages` under the field whose control has this id (Decap clears them when the field changes). */
export function showFieldErrors(fieldId: string, messages: string[]): void {
  store()?.dispatch({
    type: 'DRAFT_VALIDATION_ERRORS',
    payload: { uniquefieldId: fieldId, errors: messages.map((message) => ({ type: 'CUSTOM', message })) },
  });
}

/** Decap's photo previews as they stand. */
export function medias(): Medias {
  return store()?.getState().medias ?? {};
}

/** Makes `asset` the preview Decap shows for `path` (Decap's ADD_ASSET: it keys previews by their `path`). */
export function addPreview(asset: object): void {
  store()?.dispatch({ type: 'ADD_ASSET', payload: asset });
}

/** The entry already at the address a new entry with `data` would get (a published file or a draft), if any. */
export async function entryAtAddress(collection: string, data: ImmutableMap): Promise<EntryAtAddress | undefined> {
  return decap()?.entryAtAddress(collection, data);
}

/** Sets a field at the top of the open form (as typing in it would): Decap then offers Save. */
export function setTopField(name: string, value: unknown): void {
  store()?.dispatch({
    type: 'DRAFT_CHANGE_FIELD',
    payload: { field: { get: (key: string) => (key === 'name' ? name : undefined) }, value, metadata: undefined, entries: [] },
  });
}
