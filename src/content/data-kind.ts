/** The kind of a data file from its name (`_academic.staff.yml` → "staff"): it picks the file's schema. */
export const dataKindOf = (file: string): string | undefined => /\.([a-z][a-z-]*)\.ya?ml$/.exec(file)?.[1];
