import { describe, expect, it } from 'vitest';
import * as samples from './test-files';
import { isPlainText, readFileContent } from './file-content';

describe('readFileContent', () => {
  it('reads each image format from its bytes', async () => {
    expect(await readFileContent(samples.PNG)).toMatchObject({ kind: 'image', mime: 'image/png', extensions: ['.png'] });
    expect(await readFileContent(samples.JPEG)).toMatchObject({ kind: 'image', mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] });
    expect(await readFileContent(samples.GIF)).toMatchObject({ kind: 'image', mime: 'image/gif' });
    expect(await readFileContent(samples.WEBP)).toMatchObject({ kind: 'image', mime: 'image/webp' });
  });

  it('reads PDF, DOC, DOCX and plain text', async () => {
    expect(await readFileContent(samples.PDF)).toMatchObject({ kind: 'pdf', mime: 'application/pdf' });
    expect(await readFileContent(samples.doc())).toMatchObject({ kind: 'doc', mime: 'application/msword' });
    expect(await readFileContent(await samples.docx())).toMatchObject({ kind: 'docx', extensions: ['.docx'] });
    expect(await readFileContent(samples.TEXT)).toMatchObject({ kind: 'text', mime: 'text/plain; charset=utf-8' });
  });

  it('knows nothing of programs, other archives and other compound files', async () => {
    expect(await readFileContent(samples.EXE)).toBeUndefined();
    expect(await readFileContent(await samples.plainZip())).toBeUndefined();
    expect(await readFileContent(await samples.docxWithoutDocument())).toBeUndefined();
    expect(await readFileContent(samples.oleNotWord())).toBeUndefined();
  });

  it('takes an SVG for the text it is, never for an image', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await readFileContent(svg)).toMatchObject({ kind: 'text', mime: 'text/plain; charset=utf-8' });
  });

  it('takes for text only valid UTF-8 without NUL', async () => {
    expect(isPlainText(samples.TEXT)).toBe(true);
    expect(isPlainText(samples.TEXT_WITH_NUL)).toBe(false);
    expect(isPlainText(samples.LATIN1_TEXT)).toBe(false);
    expect(await readFileContent(samples.TEXT_WITH_NUL)).toBeUndefined();
    expect(await readFileContent(samples.LATIN1_TEXT)).toBeUndefined();
  });
});
