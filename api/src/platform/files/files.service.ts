/**
 * Private files: kept under a random id in the file store with an account of each
 * (platform_files), bound to the record that holds them when it is saved, read by whoever may
 * read that record, deleted with it, and swept when no record holds them.
 */
import { BadRequestException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Connection } from 'mongoose';
import {
  FILE_ID_PATTERN,
  getResource,
  isEmptyValue,
  isPrivateFileField,
  isStoredFile,
  resources,
  storedFilesOf,
  type FieldDef,
  type ResourceDef,
  type StoredFile,
  type Values,
} from '@hexagone/schemas';
import type { SessionUser } from '../../auth/session-user';
import { ERRORS } from '../../common/errors';
import { config } from '../../config';
import { AccessService } from '../../crud/access.service';
import type { CrudContext, ResourceHooks } from '../../crud/crud-hooks';
import { CrudService } from '../../crud/crud.service';
import { readAs } from '../../crud/read-as';
import { JobsService } from '../jobs/jobs.service';
import { FILES_COLLECTION, storedFileOf, type FileRecord } from './file-record';
import type { FileStore } from './file-store';
import { GridFsFileStore } from './gridfs-file-store';
import { LocalFileStore } from './local-file-store';
import { collectOrphanFiles } from './orphan-files';

export const FILE_ERRORS = {
  /** An id that is not an upload of this caller for this field, still free. */
  unknown: 'Fichier introuvable : veuillez le téléverser de nouveau',
} as const;

/** The records that hold private files, and their file fields. */
const HOLDERS = resources.map((resource) => ({ resource, fields: resource.fields.filter(isPrivateFileField) })).filter((holder) => holder.fields.length);

const idOf = (record: Values) => String(record.id ?? record._id);

@Injectable()
export class FilesService implements OnModuleInit {
  readonly store: FileStore;
  private readonly logger = new Logger('Fichiers');

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly crud: CrudService,
    private readonly access: AccessService,
    private readonly jobs: JobsService,
  ) {
    this.store = config.fileStore === 'gridfs' ? new GridFsFileStore(connection.db!) : new LocalFileStore(join(config.dataDir, 'files'));
  }

  private get records() {
    return this.connection.db!.collection<FileRecord>(FILES_COLLECTION);
  }

  onModuleInit(): void {
    for (const { resource, fields } of HOLDERS) this.crud.onPlatform(resource.name, this.hooksFor(resource, fields));
    this.jobs.declare({
      name: 'files.collect-orphans',
      cron: '30 3 * * *',
      timeZone: 'Europe/Paris',
      handler: async () => {
        const removed = await collectOrphanFiles({ db: this.connection.db!, store: this.store });
        if (removed) this.logger.log(`${removed} fichier(s) orphelin(s) supprimé(s)`);
      },
    });
  }

  /** Keeps a checked upload, free until a record that holds it is saved. */
  async keep(resource: ResourceDef, field: FieldDef, upload: { bytes: Uint8Array; name: string; type: string }, user: SessionUser): Promise<StoredFile> {
    const record: FileRecord = {
      _id: randomBytes(16).toString('hex'),
      collection: resource.name,
      field: field.name,
      record_id: null,
      name: upload.name,
      size: upload.bytes.length,
      type: upload.type,
      uploaded_by: user.id,
      created_at: new Date(),
    };
    await this.store.put(record._id, upload.bytes);
    try {
      await this.records.insertOne(record);
    } catch (error) {
      await this.store.delete(record._id);
      throw error;
    }
    return storedFileOf(record);
  }

  /**
   * The file and its bytes, for a caller who may read the record holding it: the record is read
   * as a read by id reads it (readAs: the read rule, the records the caller reaches, the fields
   * they may see), so whoever cannot read the record cannot read its files. 404 for a file no
   * record holds.
   */
  async open(id: string, user: SessionUser | undefined): Promise<{ file: StoredFile; bytes: Readable }> {
    const record = FILE_ID_PATTERN.test(id) ? await this.records.findOne({ _id: id }) : null;
    const resource = record?.record_id ? getResource(record.collection) : undefined;
    if (!record?.record_id || !resource) throw new NotFoundException(ERRORS.notFound);
    const holder = await readAs(this.access, this.crud, resource, record.record_id, user);
    const held = storedFilesOf(holder[record.field]).some((file) => file.id === id);
    const bytes = held ? await this.store.get(id) : undefined;
    if (!bytes) throw new NotFoundException(ERRORS.notFound);
    return { file: storedFileOf(record), bytes };
  }

  private hooksFor(resource: ResourceDef, fields: readonly FieldDef[]): ResourceHooks {
    return {
      beforeCreate: async (values, ctx) => {
        for (const field of fields) if (field.name in values) values[field.name] = await this.resolve(resource, field, values[field.name], [], ctx);
      },
      beforeUpdate: async (values, before, ctx) => {
        for (const field of fields) if (field.name in values) values[field.name] = await this.resolve(resource, field, values[field.name], storedFilesOf(before[field.name]), ctx);
      },
      afterCreate: (record) => this.bind(resource, fields, record, {}),
      afterUpdate: async (before, after) => {
        await this.bind(resource, fields, after, before);
        await this.discard(fields.flatMap((field) => droppedFiles(field, before, after)));
      },
      afterDelete: (before) => this.discard(fields.flatMap((field) => storedFilesOf(before[field.name]).map((file) => file.id))),
    };
  }

  /**
   * The value to store for a field: for each file sent, the service's own account of it (never
   * the name or size the body claims). A file is either one the record already holds or a free
   * upload of this caller for this very field; anything else is refused.
   */
  private async resolve(resource: ResourceDef, field: FieldDef, value: unknown, held: StoredFile[], ctx: CrudContext): Promise<StoredFile | StoredFile[] | null> {
    const entries = Array.isArray(value) ? value : isEmptyValue(value) ? [] : [value];
    if (!entries.every(isStoredFile)) throw unknownFile(field);
    const ids = [...new Set(entries.map((file) => file.id))];
    const known = new Map(held.map((file) => [file.id, file]));
    const fresh = ids.filter((id) => !known.has(id));
    if (fresh.length) {
      const uploads = await this.records
        .find({ _id: { $in: fresh }, collection: resource.name, field: field.name, record_id: null, ...(ctx.user ? { uploaded_by: ctx.user.id } : {}) })
        .toArray();
      for (const upload of uploads) known.set(upload._id, storedFileOf(upload));
    }
    if (ids.some((id) => !known.has(id))) throw unknownFile(field);
    const files = ids.map((id) => known.get(id)!);
    return field.multiple ? files : (files[0] ?? null);
  }

  /**
   * Binds the record's new files to it, each with a write conditional on the file being still
   * free: of two records saved at once by the same uploader with the same upload, the one that
   * finds it taken lets it go, so that deleting one record never takes the other's file. (The
   * embedded database's conditional writes may race: two such saves at the very same instant
   * could there both keep it.)
   */
  private async bind(resource: ResourceDef, fields: readonly FieldDef[], record: Values, before: Values): Promise<void> {
    const recordId = idOf(record);
    for (const field of fields) {
      const held = new Set(storedFilesOf(before[field.name]).map((file) => file.id));
      const lost: string[] = [];
      for (const file of storedFilesOf(record[field.name])) {
        if (held.has(file.id)) continue;
        const { modifiedCount } = await this.records.updateOne({ _id: file.id, record_id: null }, { $set: { record_id: recordId } });
        if (!modifiedCount) lost.push(file.id);
      }
      if (!lost.length) continue;
      const kept = storedFilesOf(record[field.name]).filter((file) => !lost.includes(file.id));
      await this.crud.model(resource.name).updateOne({ _id: recordId }, { $set: { [field.name]: field.multiple ? kept : (kept[0] ?? null) } }).exec();
      record[field.name] = field.multiple ? kept : (kept[0] ?? null);
    }
  }

  /** Deletes files no record holds any more; a failure is left to the orphan sweep. */
  private async discard(ids: string[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.store.delete(id);
        await this.records.deleteOne({ _id: id });
      } catch (error) {
        this.logger.warn(`Fichier ${id} non supprimé (il le sera par le nettoyage des orphelins) : ${(error as Error).message}`);
      }
    }
  }
}

const unknownFile = (field: FieldDef) => new BadRequestException({ message: FILE_ERRORS.unknown, errors: { [field.name]: FILE_ERRORS.unknown } });

/** The files of a field an update let go. */
function droppedFiles(field: FieldDef, before: Values, after: Values): string[] {
  const kept = new Set(storedFilesOf(after[field.name]).map((file) => file.id));
  return storedFilesOf(before[field.name]).map((file) => file.id).filter((id) => !kept.has(id));
}
