// `npm test`: typecheck, lint, format, unit + API suites (PGlite; PostgreSQL + Redis too when DATABASE_URL is set),
// then browser end-to-end tests in headless Chromium. The last line is `N passed, N failed[, N skipped]`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
mkdirSync('test-results', { recursive: true });

const step = (name, command, args, env = {}) => {
  console.log(`\n▶ ${name}`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  return result.status === 0;
};

const check = (name, command, args, env) => {
  if (step(name, command, args, env)) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(name);
  }
};

/**
 * Static checks at once (each is one single-threaded process; two cores run them side by side): each one's output is
 * kept and printed whole, in order, once all are done.
 */
const checkTogether = async (checks) => {
  const startedAt = Date.now();
  const outcomes = await Promise.all(
    checks.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('error', (error) =>
            resolve({
              name,
              output: `${output}${error.message}\n`,
              code: 1,
              seconds: (Date.now() - startedAt) / 1000,
            }),
          );
          child.on('close', (code) =>
            resolve({ name, output, code, seconds: (Date.now() - startedAt) / 1000 }),
          );
        }),
    ),
  );
  for (const { name, output, code, seconds } of outcomes) {
    console.log(`\n▶ ${name}`);
    process.stdout.write(output);
    console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
    if (code === 0) results.passed += 1;
    else {
      results.failed += 1;
      failures.push(name);
    }
  }
};

/** Runs vitest with a JSON report and adds its test counts; a crash with no report counts as one failure. */
const vitest = (name, args, env = {}) => {
  const report = `test-results/${name.replace(/\W+/g, '-')}.json`;
  rmSync(report, { force: true });
  const isClean = step(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
  );
  if (!existsSync(report)) {
    results.failed += 1;
    failures.push(`${name}: no report (crashed)`);
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  results.passed += json.numPassedTests;
  results.failed += json.numFailedTests;
  results.skipped += json.numPendingTests + json.numTodoTests;
  if (json.numFailedTests > 0) {
    failures.push(`${name}: ${json.numFailedTests} failed`);
    // Name each failed test so a CI log that keeps only its tail still says what broke.
    for (const file of json.testResults)
      for (const test of file.assertionResults)
        if (test.status === 'failed') failures.push(`    ${file.name}: ${test.fullName}`);
  }
  // A suite that failed to load (syntax error, failed hook) has no failed tests but is still a failure.
  const brokenSuites = json.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
  );
  if (brokenSuites.length > 0) {
    results.failed += brokenSuites.length;
    failures.push(...brokenSuites.map((file) => `${name}: ${file.name} failed to run`));
  }
  // Vitest exits non-zero on an unhandled error or rejection even when every test passed: that is a failure too.
  if (!isClean && json.numFailedTests === 0 && brokenSuites.length === 0) {
    results.failed += 1;
    failures.push(`${name}: vitest reported unhandled errors (see "Unhandled Errors" above)`);
  }
};

check('install', process.execPath, ['scripts/ensure-install.mjs']);
await checkTogether([
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
]);
vitest('unit and API tests', []);

const chromium = findChromium();
if (!chromium) {
  const line = 'Browser tests: no Chromium found (set CHROME_PATH or install /usr/bin/chromium) — skipped.';
  if (process.env.CI === 'true') {
    console.log(`✘ ${line} CI=true requires a browser.`);
    results.failed += 1;
    failures.push('browser tests: no Chromium under CI');
  } else {
    console.log(`⚠ ${line}`);
    results.skipped += 1;
  }
} else if (
  step('build for browser tests', 'npm', ['run', 'build', '-w', '@exchange/web', '-w', '@exchange/admin'])
) {
  vitest('browser tests', ['--config', 'vitest.e2e.config.ts'], { CHROME_PATH: chromium });
} else {
  results.failed += 1;
  failures.push('web or admin build');
}

if (failures.length > 0)
  console.log(`\nFailures:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed > 0 ? 1 : 0);
