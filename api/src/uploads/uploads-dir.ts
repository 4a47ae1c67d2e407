import { join } from 'node:path';
import { config } from '../config';

/** Uploaded files live beside the database files, whichever database is used. */
export const uploadsDir = (): string => join(config.dataDir, 'uploads');

/** The public address of a stored file. */
export const UPLOADS_PATH = '/uploads';
