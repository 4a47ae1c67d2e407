/**
 * The one import of every resource: each row of a file becomes a create or an update through
 * CrudService (the API's validation, state rules, hooks and counters), one row at a time. A
 * row names its record by id or by a unique field (a user's e-mail), else it is new. A dry run
 * checks every row as the real run would, against the database and the earlier rows of the
 * file, and writes nothing. An account created without a password gets a generated one,
 * answered once here and never stored in clear.
 */
import { HttpException, Injectable } from '@nestjs/common';
import {
  allows,
  fieldWriteRule,
  hiddenFields,
  isEmptyValue,
  isServerKept,
  isWritable,
  messages,
  titleFieldOf,
  type Caller,
  type FieldDef,
  type ImportReport,
  type ImportRowError as RowError,
  type ImportRowReport as RowReport,
  type Mode,
  type ResourceDef,
  type Values,
} from '@hexagone/schemas';
import type { CrudContext } from '../../crud/crud-hooks';
import { CrudService, lowercaseEmails } from '../../crud/crud.service';
import { generatePassword } from '../../users/generated-password';
import { cellOf, cellText, jsonValue, type ExportColumn } from '../exports/export-columns';
import { formatNumberForSheet } from '../exports/french-format';
import { cellValue, matchColumns, readRow, unquoteFormula } from './import-columns';
import type { ImportFile } from './import-file';

export interface ImportRights {
  caller?: Caller;
  create: boolean;
  update: boolean;
}

/** One import under way: what every row needs. */
interface ImportJob {
  resource: ResourceDef;
  file: ImportFile;
  rights: ImportRights;
  ctx: CrudContext;
  /** Unique values of the rows already accepted, with their line: a later row may not repeat them. */
  taken: Map<string, number>;
  /** Fields the caller may not read: a column for one is never compared with the record. */
  hidden: Set<string>;
}

const NO_NAMES = new Map<string, ReadonlyMap<string, string>>();

@Injectable()
export class ImportService {
  constructor(private readonly crud: CrudService) {}

  async run(resource: ResourceDef, file: ImportFile, rights: ImportRights, ctx: CrudContext): Promise<ImportReport> {
    const columns = matchColumns(resource, file.headers);
    const report: ImportReport = { dry_run: Boolean(ctx.dryRun), created: 0, updated: 0, failed: 0, rows: [] };
    const job: ImportJob = { resource, file, rights, ctx, taken: new Map(), hidden: new Set(hiddenFields(resource, rights.caller)) };
    for (const { line, cells } of file.rows) {
      const entry = await this.row(job, line, readRow(columns, cells));
      if (entry.errors) report.failed++;
      else if (entry.action === 'création') report.created++;
      else report.updated++;
      report.rows.push(entry);
    }
    return report;
  }

  /** One row: its record found, its cells checked against what the caller may set, then written (or only checked). */
  private async row(job: ImportJob, line: number, { id, cells }: ReturnType<typeof readRow>): Promise<RowReport> {
    const { resource, rights, ctx } = job;
    const values = new Map([...cells].map(([field, raw]) => [field, cellValue(field, raw)]));
    const existing = await this.existing(resource, id, values);
    const entry: RowReport = { line, action: existing ? 'mise à jour' : 'création' };
    const repeated = this.repeatedUnique(values, job.taken);
    if (repeated) return { ...entry, errors: [repeated] };
    const errors: RowError[] = [];
    if (!(existing ? rights.update : rights.create)) {
      errors.push({ message: existing ? 'Vous ne pouvez pas modifier ces enregistrements' : 'Vous ne pouvez pas créer ces enregistrements' });
    }
    const body: Values = {};
    for (const [field, value] of values) {
      const refusal = this.refusal(resource, field, existing ? 'edit' : 'create', rights.caller);
      if (!refusal) body[field.name] = value;
      // What the server keeps (dates, counters) is set by it on creation; on update, only a change is refused.
      else if (!existing && isServerKept(field)) continue;
      else if (!existing || job.hidden.has(field.name) || !unchanged(field, cells.get(field), existing, job.file.format)) {
        errors.push({ field: field.name, label: field.label, message: refusal });
      }
    }
    if (errors.length) return { ...entry, errors };
    const password = existing ? undefined : this.fillPasswords(resource, body);
    try {
      const record = existing ? await this.crud.update(resource, String(existing._id), body, ctx) : await this.crud.create(resource, body, ctx);
      this.remember(resource, lowercaseEmails(resource, body), line, job.taken);
      const titleField = titleFieldOf(resource);
      if (titleField && !isEmptyValue(record[titleField])) entry.title = String(record[titleField]);
      if (ctx.dryRun) return existing ? { ...entry, id: String(existing._id) } : entry;
      return { ...entry, id: String(record.id ?? record._id), ...(password ? { password } : {}) };
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
      return { ...entry, errors: errorsOf(resource, error) };
    }
  }

  /**
   * The record a row names: by its id, else by a unique value (a user's e-mail); none means a
   * new record (an id from another instance's export is no record here).
   */
  private async existing(resource: ResourceDef, id: string | undefined, values: Map<FieldDef, unknown>): Promise<Values | undefined> {
    const doc = id ? await this.crud.findById(resource, id) : null;
    if (doc) return doc.toObject();
    for (const [field, value] of values) {
      if (!field.unique || isEmptyValue(value) || typeof value === 'object') continue;
      const wanted = field.type === 'email' ? String(value).trim().toLowerCase() : value;
      const found = await this.crud.model(resource.name).findOne({ [field.name]: wanted }).lean<Values>().exec();
      if (found) return found;
    }
    return undefined;
  }

  /** Why this caller may not set the field in this mode, if they may not. */
  private refusal(resource: ResourceDef, field: FieldDef, mode: Mode, caller?: Caller): string | undefined {
    if (isServerKept(field) || field.clientOnly) return 'Valeur tenue par le serveur : un import ne peut pas la modifier';
    // A confirmation (transient) is accepted where its field is: on creation.
    if (field.transient ? mode !== 'create' : !isWritable(field, mode)) return 'Ne peut plus être modifié après la création';
    if (!allows(fieldWriteRule(resource, field.name, mode === 'create' ? 'create' : 'update'), caller)) {
      return 'Vous n’avez pas le droit de modifier ce champ';
    }
    return undefined;
  }

  /**
   * A new account's password left empty is generated; a confirmation left empty takes the
   * password's value (a file has no second typing to compare). Returns the generated password.
   */
  private fillPasswords(resource: ResourceDef, body: Values): string | undefined {
    const secret = resource.fields.find((field) => field.type === 'password' && field.secret);
    if (!secret) return undefined;
    let generated: string | undefined;
    if (isEmptyValue(body[secret.name]) && secret.required) body[secret.name] = generated = generatePassword();
    for (const field of resource.fields) {
      if (field.type === 'password' && field.transient && isEmptyValue(body[field.name])) body[field.name] = body[secret.name];
    }
    return generated;
  }

  private repeatedUnique(values: Map<FieldDef, unknown>, taken: Map<string, number>): RowError | undefined {
    for (const [field, value] of values) {
      const line = field.unique ? taken.get(uniqueKey(field, value)) : undefined;
      if (line !== undefined) return { field: field.name, label: field.label, message: `${messages.unique} (ligne ${line} du fichier)` };
    }
    return undefined;
  }

  private remember(resource: ResourceDef, body: Values, line: number, taken: Map<string, number>): void {
    for (const field of resource.fields) {
      if (field.unique && !isEmptyValue(body[field.name])) taken.set(uniqueKey(field, body[field.name]), line);
    }
  }
}

const uniqueKey = (field: FieldDef, value: unknown) =>
  `${field.name}\u0000${field.type === 'email' ? String(value).trim().toLowerCase() : JSON.stringify(value)}`;

/** Whether a cell holds what the export writes for the stored record (a column only read back). */
function unchanged(field: FieldDef, raw: unknown, record: Values, format: ImportFile['format']): boolean {
  const column: ExportColumn = { key: field.name, label: field.label, field, show: 'value' };
  if (format === 'json') return JSON.stringify(raw) === JSON.stringify(jsonValue(column, record, NO_NAMES));
  const text = typeof raw === 'string' ? unquoteFormula(raw).trim() : String(raw);
  return text === cellText(cellOf(column, record, NO_NAMES), formatNumberForSheet);
}

/** The French errors of a refused write, by field. */
function errorsOf(resource: ResourceDef, error: HttpException): RowError[] {
  const answer = error.getResponse();
  const body = typeof answer === 'object' && answer !== null ? (answer as { message?: unknown; errors?: Record<string, unknown> }) : { message: answer };
  const byField = Object.entries(body.errors ?? {}).map(([name, message]) => ({
    field: name,
    label: resource.fields.find((field) => field.name === name)?.label ?? name,
    message: String(message),
  }));
  return byField.length ? byField : [{ message: String(body.message ?? error.message) }];
}
