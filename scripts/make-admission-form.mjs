// Writes public/forms/admission-form.pdf: a one-page printable application form (placeholder the
// school replaces with its real form of the same name). No libraries, no network.
// Usage: node scripts/make-admission-form.mjs
import fs from 'node:fs';
import path from 'node:path';

const siteSource = fs.readFileSync('src/config/settings.ts', 'utf8');
const schoolName = /name: '([^']+)'/.exec(siteSource)?.[1] ?? 'The College';

const esc = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const ops = [];
const text = (x, y, size, value, bold = false) => ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${esc(value)}) Tj ET`);
const line = (x1, y, x2) => ops.push(`${x1} ${y} m ${x2} ${y} l S`);

let y = 790;
text(56, y, 18, schoolName, true);
text(56, (y -= 24), 14, 'Application for Admission (Years 7 to 11)', true);
text(56, (y -= 20), 10, 'Complete in block capitals and return to the Admissions Office with the required documents.');
text(56, (y -= 14), 10, 'The form fee of N10,000 is paid before the entrance examination.');
const fields = [
  "Student's full name (surname first)",
  'Date of birth (DD/MM/YYYY)',
  'Gender',
  'Nationality and State of origin',
  'Class applied for (Year 7, 8, 9, 10 or 11)',
  'Present school and class',
  'Preferred examination centre',
  "Parent's or guardian's full name",
  'Relationship to the student',
  'Home address',
  'Phone number(s)',
  'E-mail address',
  'Religion (Christian / Muslim / Other)',
  'Medical conditions or allergies',
];
y -= 16;
for (const label of fields) {
  text(56, (y -= 30), 10, label);
  line(56, y - 10, 540);
}
text(
  56,
  (y -= 44),
  11,
  'Documents attached (tick): [ ] Birth certificate  [ ] Academic records  [ ] Medical report  [ ] Passport photographs',
  false,
);
text(56, (y -= 36), 10, "Parent's or guardian's signature and date:");
line(280, y - 2, 540);
text(56, 48, 8, 'For office use: Form no. ________   Fee receipt no. ________   Examination centre ________');

const content = ops.join('\n');
const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  `<< /Title (${esc(`${schoolName} - Application for Admission`)}) /Producer (scripts/make-admission-form.mjs) >>`,
];
let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(pdf, 'latin1'));
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

const out = 'public/forms/admission-form.pdf';
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, Buffer.from(pdf, 'latin1'));
console.log(`Wrote ${out} (${fs.statSync(out).size} bytes).`);
