/** Shared by the staff and governance widgets: no React, no zod (unit-testable). */

/** Shown when a person has no photo, and when their photo fails to load. */
export const PERSON_PLACEHOLDER = '/images/staff-placeholder.svg';
/** Intrinsic size of the placeholder (portrait, 4:5), so nothing shifts while it loads. */
export const PLACEHOLDER_SIZE = { width: 400, height: 500 } as const;

/** Text shown in a department or group that has nobody in it yet. */
export const EMPTY_GROUP_TEXT = 'Staff profiles coming soon.';

/**
 * A biography as paragraphs: blank lines separate paragraphs; single line breaks inside a
 * paragraph are joined with a space (YAML `|` blocks keep the editor's line breaks).
 */
export function bioParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}
