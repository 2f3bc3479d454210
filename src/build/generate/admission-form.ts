/**
 * /forms/admission-form.pdf, the printable application form (linked from Admission Criteria), made
 * by the build from the school facts, so its fee and years are the pages' own. One page, tagged
 * (headings and paragraphs in reading order, the lines artifacts, the language and title set) for
 * screen readers, in PDF 1.7 with the standard Helvetica fonts: no library, a few KB. The build
 * writes it (src/build/steps.ts) and `npm start` serves it (admission-form-plugin.ts), unless the
 * school put its own form in public/forms/: that one is served as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { settings } from '#site/index.ts';
import { loadFactTexts } from '../../content/facts/facts.node.ts';
import { ADMISSION_FORM_PATH } from '../../content/reading/made-files.ts';

// Where the form is served, and where the school's own form would be (under public/).
export { ADMISSION_FORM_PATH };

/** What the form states, as the pages show it (factTexts). */
export interface AdmissionFormFacts {
  schoolName: string;
  formFee: string;
  formFeeDue: string;
  eligibleYears: string;
}

/** The fields to fill in, in order. */
const FIELDS = [
  "Student's full name (surname first)",
  'Date of birth (DD/MM/YYYY)',
  'Gender',
  'Nationality and State of origin',
  'Class applied for{years}',
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

/**
 * Text in the fonts' WinAnsi encoding, as a PDF string's body: the naira sign, which Helvetica lacks,
 * as N (N10,000, as the office writes it); typographic dashes and quotes as theirs; anything else
 * outside Latin-1 as "?"; backslash and brackets escaped.
 */
export function pdfText(text: string): string {
  const winAnsi: Record<string, string> = { '₦': 'N', '–': '\x96', '—': '\x97', '‘': '\x91', '’': '\x92', '“': '\x93', '”': '\x94', '…': '\x85' };
  return [...text]
    .map((c) => winAnsi[c] ?? (c.charCodeAt(0) < 256 ? c : '?'))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** The whole file. */
export function admissionFormPdf(facts: AdmissionFormFacts): Buffer {
  const ops: string[] = [];
  const elements: string[] = [];
  let mcid = 0;
  /** A line of text, tagged as `tag` (its marked content is the structure element's). */
  const text = (x: number, y: number, size: number, value: string, tag: string, bold = false) => {
    ops.push(`/${tag} << /MCID ${mcid} >> BDC BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${pdfText(value)}) Tj ET EMC`);
    elements.push(tag);
    mcid += 1;
  };
  /** A line to write on: decoration, not content. */
  const rule = (x1: number, y: number, x2: number) => ops.push(`/Artifact BMC ${x1} ${y} m ${x2} ${y} l S EMC`);

  let y = 790;
  text(56, y, 18, facts.schoolName, 'H1', true);
  const years = facts.eligibleYears ? ` (${facts.eligibleYears})` : '';
  text(56, (y -= 24), 14, `Application for Admission${years}`, 'H2', true);
  text(56, (y -= 20), 10, 'Complete in block capitals and return to the Admissions Office with the required documents.', 'P');
  text(56, (y -= 14), 10, `The form fee of ${facts.formFee} is paid ${facts.formFeeDue}.`, 'P');
  y -= 16;
  for (const label of FIELDS) {
    text(56, (y -= 30), 10, label.replace('{years}', years), 'P');
    rule(56, y - 10, 540);
  }
  const documents = 'Documents attached (tick): [ ] Birth certificate  [ ] Academic records  [ ] Medical report  [ ] Passport photographs';
  text(56, (y -= 44), 11, documents, 'P');
  text(56, (y -= 36), 10, "Parent's or guardian's signature and date:", 'P');
  rule(280, y - 2, 540);
  text(56, 48, 8, 'For office use: Form no. ________   Fee receipt no. ________   Examination centre ________', 'P');

  // Deflated (FlateDecode): a parent on metered data downloads half the bytes.
  const content = zlib.deflateSync(Buffer.from(ops.join('\n'), 'latin1'), { level: 9 });
  // Objects 1-8 as below; the structure elements follow, from 9.
  const first = 9;
  const kids = elements.map((_, i) => `${first + i} 0 R`).join(' ');
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Lang (en-GB) /MarkInfo << /Marked true >> /StructTreeRoot 8 0 R /ViewerPreferences << /DisplayDocTitle true >> >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R /StructParents 0 /Tabs /S >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n${content.toString('latin1')}\nendstream`,
    `<< /Title (${pdfText(`${facts.schoolName} - Application for Admission`)}) /Producer (src/build/generate/admission-form.ts) >>`,
    `<< /Type /StructTreeRoot /K [${kids}] /ParentTree << /Nums [0 [${kids}]] >> /ParentTreeNextKey 1 >>`,
    ...elements.map((tag, i) => `<< /Type /StructElem /S /${tag} /P 8 0 R /Pg 3 0 R /K ${i} >>`),
  ];
  let pdf = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The school's own form, when it put one in public/ (it is then served instead). */
export const ownAdmissionForm = (publicDir: string): string | undefined => {
  const file = publicDir ? path.join(publicDir, ADMISSION_FORM_PATH) : '';
  return file && fs.existsSync(file) ? file : undefined;
};

/** The form the site makes from the facts of the site in `siteRoot`; none when the school has its own, or the site has no form fee. */
export function admissionFormFor(siteRoot: string, publicDir: string): Buffer | undefined {
  if (ownAdmissionForm(publicDir)) return undefined;
  const texts = loadFactTexts(siteRoot);
  if (!texts.formFee) return undefined;
  return admissionFormPdf({ schoolName: settings.name, formFee: texts.formFee, formFeeDue: texts.formFeeDue ?? '', eligibleYears: texts.eligibleYears ?? '' });
}
