/** `_<name>.board.yml`: the board of governors (GovernanceBoard), each a person as on a staff page, with a role. */
import { z } from 'zod';
import { role, staffMemberSchema } from '../../ui/People/staff.data.ts';

const boardMemberSchema = staffMemberSchema.extend({ role });
const boardFileSchema = z.strictObject({ members: z.array(boardMemberSchema).min(1) });
export type BoardMember = z.output<typeof boardMemberSchema>;
export type BoardFile = z.output<typeof boardFileSchema>;

export default boardFileSchema;
