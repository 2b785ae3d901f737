/** `tsx bench/signing-first.ts NAME`: prints the milliseconds of the first 1,000 signatures of one signer in this fresh process. */
import { signers } from './signing.js';

const sign = signers[process.argv[2] as keyof typeof signers];
const start = performance.now();
for (let i = 0; i < 1000; i++) await sign(new Date());
process.stdout.write(String(performance.now() - start));
