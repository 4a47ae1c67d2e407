/**
 * Keeps the activity log bounded on any database: every night at 03:15 (Europe/Paris),
 * entries older than ACTIVITY_LIVE_DAYS (90 by default) leave the live collection for
 * monthly archive files, `<data>/archives/user_activity/<YYYY-MM>.jsonl.gz` (one JSON
 * document per line, MongoDB extended JSON, gzip), which administrators list and download
 * (`GET /api/activity-archives`). The embedded database scans the whole log for any list,
 * filter or count, so its size is what every opening of the log costs; on MongoDB a TTL index
 * would delete instead, this keeps them.
 *
 * A month's file grows by one gzip member per run (gunzip reads the members as one stream).
 * The entries are written and flushed before they are deleted: a run stopped in between
 * archives them again at the next run, so a line may then appear twice, never be lost.
 * The files live on this server's disk: with several server processes, the job's lock makes
 * one of them archive, on its own disk (point DATA_DIR at a shared volume).
 */
import { Controller, Get, HttpCode, Inject, Injectable, Logger, NotFoundException, Param, Post, Res, type OnModuleInit } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Response } from 'express';
import { BSON } from 'mongodb';
import { userActivity } from '@hexagone/schemas';
import { config } from '../config';
import { BACKGROUND_WORK } from '../common/background-work';
import { Roles } from '../auth/roles.decorator';
import { CrudService } from '../crud/crud.service';
import { JobsService } from '../platform/jobs/jobs.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_FILE = /^(\d{4}-\d{2})\.jsonl\.gz$/;

export const activityLiveDays = (): number => {
  const days = Number(process.env.ACTIVITY_LIVE_DAYS ?? 90);
  return Number.isInteger(days) && days >= 1 ? days : 90;
};

export interface ArchiveFile {
  month: string;
  bytes: number;
}

@Injectable()
export class ActivityArchive implements OnModuleInit {
  private readonly logger = new Logger('Activité');

  constructor(
    private readonly crud: CrudService,
    private readonly jobs: JobsService,
    @Inject(BACKGROUND_WORK) private readonly background: boolean,
  ) {}

  onModuleInit(): void {
    if (!this.background) return;
    this.jobs.declare({ name: 'activity.archive', cron: '15 3 * * *', timeZone: 'Europe/Paris', handler: () => this.archive().then(() => undefined) });
  }

  get folder(): string {
    return join(config.dataDir, 'archives', userActivity.name);
  }

  /** Moves the entries older than the live period to their month's file; answers how many moved. */
  async archive(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - activityLiveDays() * DAY_MS);
    const log = this.crud.model(userActivity.name).collection;
    await mkdir(this.folder, { recursive: true });
    // Read in date order and written a month, or 5 000 lines, at a time: memory stays bounded.
    let month = '';
    let lines: string[] = [];
    const flush = async () => {
      if (lines.length) await this.append(month, lines);
      lines = [];
    };
    for await (const entry of log.find({ created_at: { $lt: cutoff } }).sort({ created_at: 1, _id: 1 })) {
      const entryMonth = new Date(entry.created_at as Date).toISOString().slice(0, 7);
      if (entryMonth !== month || lines.length >= 5_000) await flush();
      month = entryMonth;
      lines.push(BSON.EJSON.stringify(entry, { relaxed: false }));
    }
    await flush();
    // New entries are dated now, after the cutoff: the same condition deletes exactly these.
    const { deletedCount } = await log.deleteMany({ created_at: { $lt: cutoff } });
    if (deletedCount) this.logger.log(`${deletedCount} entrée(s) du journal antérieures au ${cutoff.toLocaleDateString('fr-FR')} archivées`);
    return deletedCount;
  }

  /** One gzip member added to the month's file, on disk before the entries are deleted. */
  private async append(month: string, lines: string[]): Promise<void> {
    const file = await open(join(this.folder, `${month}.jsonl.gz`), 'a');
    try {
      await file.write(gzipSync(`${lines.join('\n')}\n`));
      await file.sync();
    } finally {
      await file.close();
    }
  }

  async files(): Promise<ArchiveFile[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const files: ArchiveFile[] = [];
    for (const name of names) {
      const month = MONTH_FILE.exec(name)?.[1];
      if (month) files.push({ month, bytes: (await stat(join(this.folder, name))).size });
    }
    return files.sort((a, b) => b.month.localeCompare(a.month));
  }
}

@ApiTags("Journal d'activité")
@ApiBearerAuth()
@Roles('admin')
@Controller('activity-archives')
export class ActivityArchiveController {
  constructor(private readonly archive: ActivityArchive) {}

  @Get()
  @ApiOperation({ summary: "Archives mensuelles du journal d'activité : { data: [{ month, bytes }] }, la plus récente en premier" })
  async list() {
    return { data: await this.archive.files() };
  }

  @Post('run')
  @HttpCode(200)
  @ApiOperation({ summary: "Archive maintenant les entrées plus anciennes que la durée de conservation : { archived }" })
  async run() {
    return { archived: await this.archive.archive() };
  }

  @Get(':month')
  @ApiOperation({ summary: "Télécharge l'archive d'un mois (JSON par ligne, gzip)" })
  async download(@Param('month') month: string, @Res() res: Response) {
    const file = (await this.archive.files()).find((f) => f.month === month);
    if (!file) throw new NotFoundException("Aucune archive du journal pour ce mois");
    res.setHeader('Content-Type', 'application/gzip');
    res.setHeader('Content-Disposition', `attachment; filename="journal-activite-${month}.jsonl.gz"`);
    createReadStream(join(this.archive.folder, `${month}.jsonl.gz`)).pipe(res);
  }
}
