/**
 * One entry per address: a new page or post whose web address another one already has (published,
 * or a draft in review: another tab, another person, the same heading on the same day) is refused,
 * with a link that opens the one already there. Decap itself would save it beside the first as "…-1".
 */
import { routePathFor } from '../content/nav/route-path.ts';
import { entryAtAddress, type EntryAtAddress, type ImmutableMap } from './decap-store.ts';
import { siteData } from './site-data.ts';
import { fill } from './words.ts';

/** What the office is told: the heading of the entry already there, its address, and where to open it. */
export interface AddressTaken {
  title: string;
  address: string;
  href: string;
}

/** A page's heading as its file holds it (`title: …` in the block at the top), if it can be read. */
export function titleIn(text: string | undefined): string | undefined {
  const block = text && /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  const line = block ? /^title:[ \t]*(.+?)[ \t]*$/m.exec(block)?.[1] : undefined;
  return line?.replace(/^(['"])(.*)\1$/, '$2');
}

/** What is said of the entry found at a new entry's address. */
export function addressTaken(collection: string, found: EntryAtAddress, typedTitle: string): AddressTaken {
  return {
    title: titleIn(found.text) ?? typedTitle,
    address: routePathFor(found.path.replace(/^pages\//, '')),
    href: `#/collections/${collection}/entries/${found.slug}`,
  };
}

/** The entry at the address a new entry would get, said for the office; none for an entry already saved or an address still free. */
export async function takenAddress(entry: ImmutableMap, data: ImmutableMap): Promise<AddressTaken | undefined> {
  const collection = String(entry.get('collection'));
  if (!entry.get('newRecord') || !siteData.pageCollections.includes(collection)) return undefined;
  const found = await entryAtAddress(collection, data);
  return found && addressTaken(collection, found, String(data.get('title') ?? ''));
}

/** The box's words for it. */
export function addressTakenWords({ title, address }: AddressTaken): { title: string; text: string; link: string } {
  const words = siteData.messages;
  return { title: words.addressTaken, text: fill(words.addressTakenText, { title, address }), link: fill(words.openExisting, { title }) };
}
