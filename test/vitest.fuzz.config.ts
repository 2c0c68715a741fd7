import { workerdConfig } from './vitest.workerd';

// fast-check properties against the whole Worker inside workerd (its fetch handler with the
// real bindings, see test/fuzz/client.ts dispatch), as deployed
// (ENVIRONMENT=production) but with the CF-IPCountry override on, so the visitor's country
// is one more input to fuzz. FUZZ_RUNS (default 2000) is the number of runs over all
// properties (each property gets its share, see test/fuzz/inputs.ts).
const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 2000);
if (!Number.isInteger(fuzzRuns) || fuzzRuns < 1) throw new Error(`FUZZ_RUNS must be a positive whole number, got ${process.env.FUZZ_RUNS}`);

export default workerdConfig(
  'production',
  {
    include: ['test/fuzz/**/*.test.ts'],
    provide: { fuzzRuns, fuzzSeed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : null },
    // A safety net, not the speed target: long runs (FUZZ_RUNS=50000) get time in proportion,
    // and a machine busy with other work must not turn a clean run into a timeout.
    testTimeout: Math.max(300_000, fuzzRuns * 150),
    hookTimeout: 60_000,
  },
  // Production without PAYMENT_PROVIDER closes checkout (503): naming the test processor keeps
  // the order route's whole path under fuzz, as a deploy that takes payments runs it.
  { PAYMENT_PROVIDER: 'embedded' },
);
