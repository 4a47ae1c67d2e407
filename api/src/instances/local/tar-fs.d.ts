/** The part of tar-fs (no types of its own) the instance backups use. */
declare module 'tar-fs' {
  import type { Readable, Writable } from 'node:stream';

  interface Options {
    /** Leaves out a path (absolute on pack, as written inside the archive on extract). */
    ignore?: (name: string) => boolean;
  }
  export function pack(cwd: string, options?: Options): Readable;
  export function extract(cwd: string, options?: Options): Writable;
}
