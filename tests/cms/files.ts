import fs from 'node:fs';

/** Runs `edit` with the file's text as it was, then puts the file back whatever happened. */
export async function editingFile(file: string, edit: (before: string) => Promise<void>): Promise<void> {
  const original = fs.readFileSync(file);
  try {
    await edit(original.toString('utf8'));
  } finally {
    fs.writeFileSync(file, original);
  }
}
