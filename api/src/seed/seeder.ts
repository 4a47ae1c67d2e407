/**
 * What a seeder is (CONTRACT §3): a named step of `npm run seed`, run in `order`, that
 * writes realistic French demo records and skips what is already there, so that running
 * the seed twice changes nothing.
 */
import type { CrudContext } from '../crud/crud-hooks';
import type { CrudService } from '../crud/crud.service';

/** Prints one line of the seed's report ("12 utilisateurs créés"). */
export type SeedLog = (line: string) => void;

export interface Seeder {
  name: string;
  order: number;
  /**
   * `ctx` carries the first administrator as the author of what is created
   * (server-kept author names), as if they had created it in the back-office.
   */
  run(crud: CrudService, log: SeedLog, ctx: CrudContext): Promise<void>;
}
