// Prints one plain closing line, "tests: N passed, N failed", from vitest's JSON reports (.vitest/*.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = '.vitest';
const reports = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = reports.length === 0 || failed > 0 ? 1 : 0;
