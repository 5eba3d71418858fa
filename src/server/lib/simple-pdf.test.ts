import { describe, expect, it } from 'vitest';
import { simplePdf } from './simple-pdf.ts';
import { inspectUpload } from '../services/onboarding/file-check.ts';

describe('simple PDF', () => {
  it('writes a well-formed file: header, objects at the offsets the xref names, trailer, %%EOF', () => {
    const bytes = simplePdf({ title: 'Form', texts: [{ x: 40, y: 800, text: 'Hello (world) \\ ₹5', bold: true }], boxes: [{ x: 30, y: 30, w: 100, h: 50 }] });
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Hello \\(world\\) \\\\ ?5) Tj');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((o, i) => expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    const length = Number(/\/Length (\d+)/.exec(text)![1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
    // our own upload check takes it as a PDF
    expect(inspectUpload(bytes, ['application/pdf'])).toMatchObject({ contentType: 'application/pdf' });
  });
});
