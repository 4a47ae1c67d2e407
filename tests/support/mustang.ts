/**
 * The second, independent e-invoice validator: Mustang (mustangproject.org, Maven Central), whose
 * `validate` runs veraPDF on the PDF/A-3 and the EN 16931 Schematron on its XML. .ci/run fetches its
 * jar into .ci/mustang (checksum checked); MUSTANG_JAR names another one. Java 11 or later runs it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './server';

const run = promisify(execFile);

export const MUSTANG_VERSION = '2.26.0';

export const mustangJar = [process.env.MUSTANG_JAR, join(REPO_ROOT, '.ci', 'mustang', `Mustang-CLI-${MUSTANG_VERSION}.jar`)].find(
  (path): path is string => Boolean(path && existsSync(path)),
);

export const MUSTANG_MISSING = `Mustang absent : bash .ci/run le télécharge (Maven Central), ou MUSTANG_JAR=<Mustang-CLI-${MUSTANG_VERSION}.jar>`;

export interface MustangReport {
  /** veraPDF's verdict on the file: its flavour (3b) and whether it complies. */
  pdf: { flavour?: string; compliant: boolean; status?: string };
  /** The XML's profile and verdict, with the rules' messages that are errors (not notices). */
  xml: { profile?: string; status?: string; errors: string[] };
  /** Mustang's overall verdict. */
  status?: string;
}

const attribute = (xml: string, pattern: RegExp) => xml.match(pattern)?.[1];

/** Validates one PDF and reads Mustang's XML report. */
export async function mustangValidate(file: string): Promise<MustangReport> {
  const { stdout } = await run('java', ['-jar', mustangJar!, '--action', 'validate', '--source', file, '--disable-file-logging'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const pdf = stdout.match(/<pdf>([\s\S]*?)<\/pdf>/)?.[1] ?? '';
  const xml = stdout.match(/<xml>([\s\S]*?)<\/xml>/)?.[1] ?? '';
  const overall = stdout.slice(stdout.lastIndexOf('</xml>'));
  return {
    pdf: { flavour: attribute(pdf, /flavour=(\w+)/), compliant: /isCompliant=true/.test(pdf), status: attribute(pdf, /<summary status="(\w+)"/) },
    xml: {
      profile: attribute(xml, /<profile>([^<]+)<\/profile>/),
      status: attribute(xml, /<summary status="(\w+)"/),
      errors: [...xml.matchAll(/<error[^>]*>([^<]*)<\/error>/g)].map((match) => match[1]),
    },
    status: attribute(overall, /<summary status="(\w+)"/),
  };
}
