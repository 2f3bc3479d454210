/**
 * `_<name>.staff.yml`: staff by group (StaffList, StaffTabs and StaffToggle show it with src/ui/People).
 * A data kind is its file, `<kind>.data.ts`, beside what shows it (src/content/schemas/data-schemas.ts finds it).
 */
import { z } from 'zod';
import { photo, text } from '../../content/schemas/data-schemas.ts';

/** A job title, e.g. "Head, Languages Department". */
export const role = text(z.string().trim().min(2));

/** One person on a staff page (the board of governors' too, with a role). No photo: the placeholder silhouette is shown. */
export const staffMemberSchema = z.strictObject({
  name: text(z.string().trim().min(3)),
  role: role.optional(),
  /** A photo from photos/ ("staff/adeyemi"), a file under public/, or a URL. */
  photo: photo.optional(),
  /** A biography: paragraphs separated by a blank line (YAML `|` block). */
  bio: text(z.string().trim().min(40, 'write at least a sentence or two')),
});

/** A department or group: a tab (academic), a toggle option (administrative) or a section (lists). */
const staffGroupSchema = z.strictObject({
  /** Text of the tab or toggle button, e.g. "LANGUAGES DEPARTMENT". */
  label: text(z.string().trim().min(2)),
  /** Heading shown above the people (optional). */
  heading: text(z.string().trim().min(2)).optional(),
  /** One introductory sentence under the heading (optional). */
  intro: text(z.string().trim().min(10)).optional(),
  /** The people; an empty list shows "Staff profiles coming soon." */
  people: z.array(staffMemberSchema).default([]),
});

const staffFileSchema = z.strictObject({ groups: z.array(staffGroupSchema).min(1) });
export type StaffMember = z.output<typeof staffMemberSchema>;
export type StaffFile = z.output<typeof staffFileSchema>;

export default staffFileSchema;
