/**
 * The seed runner: boots the application without its HTTP server on the given database,
 * runs every seeder in order and reports what each one created.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { users, type Values } from '@hexagone/schemas';
import { AppModule } from '../app.module';
import { toSessionUser } from '../auth/session-user';
import { CrudService } from '../crud/crud.service';
import type { SeedLog } from './seeder';
import { seeders } from './seeders';

export const SEED_MESSAGES = {
  setupFirst: "Terminez d'abord l'installation (/setup) : les données de démonstration ont besoin d'un administrateur.",
} as const;

export class SeedError extends Error {}

/** Runs the seeders on the database at `uri`; answers the report's lines. */
export async function runSeed(uri: string, log: SeedLog = () => undefined): Promise<string[]> {
  const lines: string[] = [];
  const app = await NestFactory.createApplicationContext(AppModule.forDatabase(uri, undefined, false), { logger: ['error', 'warn'], abortOnError: false });
  try {
    const crud = app.get(CrudService);
    // The seed acts as the first administrator: an installation without one is not set up yet.
    const admin = await crud.model(users.name).findOne({ role: 'admin' }).sort({ _id: 1 }).lean<Values>().exec();
    if (!admin) throw new SeedError(SEED_MESSAGES.setupFirst);
    const ctx = { user: toSessionUser(admin) };
    for (const seeder of [...seeders].sort((a, b) => a.order - b.order)) {
      await seeder.run(
        crud,
        (line) => {
          const text = `${seeder.name} : ${line}`;
          lines.push(text);
          log(text);
        },
        ctx,
      );
    }
  } finally {
    await app.close();
  }
  return lines;
}
