/**
 * How far V8 lets this process's heap grow past what a full collection found alive before it
 * collects again. Imported first by main.ts, so that `npm start`, the tests' server and the
 * benchmarks (all `node api/dist/main.js`) run with it alike.
 *
 * Why: about 77 MB stay alive on a started server (the modules' code and sources, the
 * registry, the built site and back-office), and each request leaves garbage that outlives a
 * young-generation collection while it is in flight (Express's and compression's closures, the
 * answer's headers: ~20 KB per request, sampled with HeapProfiler's objects collected by the
 * major GC), so it lands in the old generation. When collections cost little, V8 lets the old
 * generation grow up to 4 × what it found alive before collecting it again: after 20 connections
 * for 15 s the resident memory stayed at 290 to 400 MB, most of it garbage (77 MB alive after a
 * forced collection), and stayed there while the server was idle. At 2 × (this flag, which V8
 * reads at each collection) it is collected at about 150 MB: 220 to 250 MB resident after the same
 * loads, the CPU per request unchanged within this machine's noise (docs/mesures-base-embarquee.md,
 * « Mémoire et dossier de données »).
 */
import { setFlagsFromString } from 'node:v8';

/** The heap may grow by this percentage of the live objects before the next full collection. */
export const HEAP_GROWING_PERCENT = 100;

setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
