/**
 * Private files in GridFS, in the application's own MongoDB (the official driver's
 * GridFSBucket, through mongoose): every server process on every machine reads what any of
 * them stored, and a database backup holds the files with their records. A file's GridFS
 * name is its random id.
 */
import { mongo } from 'mongoose';
import type { Readable } from 'node:stream';
import type { FileStore, StoredEntry } from './file-store';

export const GRIDFS_BUCKET = 'platform_file_contents';

export class GridFsFileStore implements FileStore {
  private readonly bucket: mongo.GridFSBucket;

  constructor(db: mongo.Db) {
    this.bucket = new mongo.GridFSBucket(db, { bucketName: GRIDFS_BUCKET });
  }

  async put(id: string, bytes: Uint8Array): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(id);
      upload.once('error', reject).once('finish', () => resolve());
      upload.end(Buffer.from(bytes));
    });
  }

  async get(id: string): Promise<Readable | undefined> {
    const [file] = await this.bucket.find({ filename: id }).limit(1).toArray();
    return file ? this.bucket.openDownloadStream(file._id) : undefined;
  }

  async delete(id: string): Promise<void> {
    for (const file of await this.bucket.find({ filename: id }).toArray()) {
      await this.bucket.delete(file._id).catch((error: unknown) => {
        // Deleted meanwhile by another process: the end sought is reached.
        if (!(error instanceof mongo.MongoRuntimeError)) throw error;
      });
    }
  }

  async *list(): AsyncIterable<StoredEntry> {
    for await (const file of this.bucket.find({}, { projection: { filename: 1, uploadDate: 1 } })) {
      yield { id: file.filename, storedAt: file.uploadDate };
    }
  }
}
