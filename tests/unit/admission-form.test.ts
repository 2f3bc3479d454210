import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Connect, ViteDevServer } from 'vite';
import { admissionFormPdf, pdfText } from '../../src/build/generate/admission-form';
import { admissionFormPlugin } from '../../src/build/plugins/admission-form-plugin';
import { pdfTextLines } from '../../src/build/check/pdf-text';
import { loadFactTexts } from '../../src/content/facts/facts.node';

// Issue 52, item 3: the admission form is made from the school facts, by the build and by `npm start`.
const facts = loadFactTexts(process.cwd());

describe('the admission form PDF', () => {
  it('writes the naira sign as N (the standard fonts have none) and escapes what PDF strings need', () => {
    expect(pdfText('₦10,000 (paid) – a\\b')).toBe('N10,000 \\(paid\\) \x96 a\\\\b');
    expect(pdfText('ẹ')).toBe('?');
  });

  it('states the facts as the pages show them, in reading order', () => {
    const lines = pdfTextLines(
      admissionFormPdf({ schoolName: 'The College', formFee: '₦12,500', formFeeDue: 'before the exam', eligibleYears: 'Years 7 to 11' }),
    )!;
    expect(lines.slice(0, 4)).toEqual([
      'The College',
      'Application for Admission (Years 7 to 11)',
      'Complete in block capitals and return to the Admissions Office with the required documents.',
      'The form fee of N12,500 is paid before the exam.',
    ]);
    expect(lines).toContain('Class applied for (Years 7 to 11)');
  });

  it("is served by npm start from the facts as they are now, unless public/forms/ has the school's own", async () => {
    let handler: Connect.NextHandleFunction | undefined;
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-public-'));
    const server = {
      config: { root: process.cwd(), publicDir },
      middlewares: { use: (h: Connect.NextHandleFunction) => (handler = h) },
    } as unknown as ViteDevServer;
    (admissionFormPlugin().configureServer as (s: ViteDevServer) => void)(server);
    const sent = await new Promise<{ type: string; body: Buffer }>((resolve, reject) => {
      const headers: Record<string, string> = {};
      const res = {
        setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
        end: (body: Buffer) => resolve({ type: headers['content-type'], body }),
      };
      handler!({ url: '/forms/admission-form.pdf' } as Connect.IncomingMessage, res as never, () => reject(new Error('not served')));
    });
    fs.rmSync(publicDir, { recursive: true });
    expect(sent.type).toBe('application/pdf');
    expect(pdfTextLines(sent.body)).toContain(`The form fee of ${facts.formFee.replace('₦', 'N')} is paid ${facts.formFeeDue}.`);
  });
});
