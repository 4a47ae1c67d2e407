import { describe, expect, it } from 'vitest';
import { fieldByName, supportTickets, type FieldDef } from '@hexagone/schemas';
import * as samples from './test-files';
import type { ReceivedFile } from '../../uploads/upload-check';
import { checkPrivateFile } from './file-check';

const attachments = fieldByName(supportTickets, 'attachments') as FieldDef;
const received = (buffer: Uint8Array, originalname: string, mimetype = 'application/octet-stream'): ReceivedFile => ({ buffer, originalname, mimetype, size: buffer.length });
const ACCEPTED = 'Types de fichiers acceptés: images, PDF, DOC, DOCX, texte';

describe('checkPrivateFile', () => {
  it('accepts each kind of the ticket attachments by its bytes, whatever type is claimed', async () => {
    for (const [bytes, name, type] of [
      [samples.PNG, 'capture.png', 'image/png'],
      [samples.JPEG, 'photo.jpeg', 'image/jpeg'],
      [samples.GIF, 'anim.gif', 'image/gif'],
      [samples.WEBP, 'image.webp', 'image/webp'],
      [samples.PDF, 'devis.pdf', 'application/pdf'],
      [samples.doc(), 'lettre.doc', 'application/msword'],
      [await samples.docx(), 'contrat.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [samples.TEXT, 'journal.txt', 'text/plain'],
    ] as const) {
      expect(await checkPrivateFile(attachments, received(bytes, name, 'application/x-anything')), name).toMatchObject({ ok: true, name, content: { mime: expect.stringContaining(type) } });
    }
  });

  it('names a file without extension after its content', async () => {
    expect(await checkPrivateFile(attachments, received(samples.PDF, 'devis'))).toMatchObject({ ok: true, name: 'devis.pdf' });
  });

  it('refuses a file whose name says another kind than its bytes', async () => {
    expect(await checkPrivateFile(attachments, received(samples.PNG, 'devis.pdf'))).toEqual({
      ok: false,
      status: 415,
      message: 'Le contenu du fichier ne correspond pas à son extension (.pdf)',
    });
    expect(await checkPrivateFile(attachments, received(samples.PDF, 'page.html'))).toEqual({ ok: false, status: 415, message: ACCEPTED });
  });

  it('refuses programs, bad text and archives that are not Word documents', async () => {
    for (const [bytes, name] of [
      [samples.EXE, 'notes.txt'],
      [samples.TEXT_WITH_NUL, 'nul.txt'],
      [samples.LATIN1_TEXT, 'latin1.txt'],
      [await samples.plainZip(), 'archive.docx'],
      [await samples.docxWithoutDocument(), 'vide.docx'],
      [samples.oleNotWord(), 'classeur.doc'],
    ] as const) {
      expect(await checkPrivateFile(attachments, received(bytes, name)), name).toEqual({ ok: false, status: 415, message: ACCEPTED });
    }
  });

  it('refuses a file beyond the field bound, and an empty one', async () => {
    expect(await checkPrivateFile(attachments, { ...received(samples.PDF, 'gros.pdf'), size: 10 * 1024 * 1024 + 1 })).toEqual({
      ok: false,
      status: 413,
      message: 'Taille maximale: 10 MB',
    });
    expect(await checkPrivateFile(attachments, received(new Uint8Array(), 'vide.txt'))).toEqual({ ok: false, status: 400, message: 'Le fichier est vide' });
  });

  it('keeps to the kinds a field declares', async () => {
    const imagesOnly: FieldDef = { ...attachments, fileKinds: ['image'] };
    expect(await checkPrivateFile(imagesOnly, received(samples.PDF, 'devis.pdf'))).toEqual({ ok: false, status: 415, message: 'Types de fichiers acceptés: images' });
  });
});
