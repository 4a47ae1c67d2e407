import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, extensionOf, sanitiseFileName } from './file-name';

describe('sanitiseFileName', () => {
  it('keeps only the last part of a path', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\marie\\Devis final.pdf')).toBe('Devis final.pdf');
  });

  it('removes control and invisible formatting characters', () => {
    expect(sanitiseFileName('facture\u0000\r\n.pdf')).toBe('facture.pdf');
    // A right-to-left override would show "photo\u202Egnp.exe" as "photoexe.png".
    expect(sanitiseFileName('photo\u202Egnp.exe')).toBe('photognp.exe');
    expect(sanitiseFileName('  rapport\t  annuel .txt ')).toBe('rapport annuel .txt');
  });

  it('never answers an empty or hidden name', () => {
    expect(sanitiseFileName('')).toBe('fichier');
    expect(sanitiseFileName('../')).toBe('fichier');
    expect(sanitiseFileName('..')).toBe('fichier');
    expect(sanitiseFileName('.htaccess')).toBe('htaccess');
  });

  it('bounds the length in characters and keeps the extension', () => {
    const long = `${'é'.repeat(300)}.docx`;
    const kept = sanitiseFileName(long);
    expect([...kept]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(kept.endsWith('é.docx')).toBe(true);
    const emoji = sanitiseFileName(`${'😀'.repeat(200)}.txt`);
    expect([...emoji]).toHaveLength(MAX_FILE_NAME_LENGTH);
    // No half of a character: encoding it to UTF-8 and back changes nothing.
    expect(Buffer.from(emoji).toString('utf8')).toBe(emoji);
  });

  it('keeps accents in their composed form', () => {
    expect(sanitiseFileName('Re\u0301sume\u0301.pdf')).toBe('Résumé.pdf');
  });
});

describe('extensionOf', () => {
  it('reads the extension in lower case', () => {
    expect(extensionOf('Devis.PDF')).toBe('.pdf');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('sans-extension')).toBe('');
    expect(extensionOf('point.final.')).toBe('');
    expect(extensionOf(`nom.${'x'.repeat(20)}`)).toBe('');
  });
});
