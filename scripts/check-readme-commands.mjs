#!/usr/bin/env node
/**
 * Runs the quick test commands README.md gives (its `npx vitest run …` lines, in the order written),
 * so that they stay true: each must exist in the README and pass. Run after `npm run build` (the API
 * and browser files start the built server); scripts/run-tests.mjs counts it as one test.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './running-product.mjs';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((match) => match[1]);
// The command itself, without its comment; each written once even when the README repeats it.
const commands = [...new Set(blocks.flatMap((block) => block.split('\n')).map((line) => line.replace(/\s+#.*$/, '').trim()).filter((line) => line.startsWith('npx vitest run ')))];

if (commands.length < 3) {
  console.error(`README.md : ${commands.length} commande(s) « npx vitest run » trouvée(s), 3 attendues (unitaires, un fichier de l’API, un fichier de bout en bout).`);
  process.exit(1);
}
let failed = 0;
for (const command of commands) {
  console.log(`\n$ ${command}`);
  // Written for a shell by a reader: run as the reader would, from the repository's root.
  const run = spawnSync(command, { cwd: ROOT, shell: true, stdio: 'inherit' });
  if (run.status !== 0) {
    failed += 1;
    console.error(`Échec de la commande du README : ${command}`);
  }
}
console.log(`\nCommandes du README : ${commands.length - failed} sur ${commands.length} réussies.`);
process.exit(failed ? 1 : 0);
