import type { LighthousePageResult } from './lighthouse';
import { format, kibibytes, milliseconds, seconds, type Row } from './rows';

/** Issue 13's targets per page (mobile preset, simulated throttling), from the median run by performance score. */
export const lighthouseRows = (pages: LighthousePageResult[]): Row[] => {
  const rows: Row[] = [];
  const scoreText = (value: number | null) => (value === null ? 'n/a' : String(value));
  for (const { path, isSignedIn, median, performanceScores } of pages) {
    const label = `${path}${isSignedIn ? ' (signed in)' : ''}`;
    rows.push({
      name: `Lighthouse ${label} performance (mobile, simulated throttling)`,
      measured:
        `${scoreText(median.performance)} (median of ${performanceScores.map(scoreText).join(', ')}); ` +
        `FCP ${seconds(median.fcpMs)}, LCP ${seconds(median.lcpMs)}, TBT ${milliseconds(median.tbtMs)}, ` +
        `CLS ${format(median.cls, 3)}, SI ${seconds(median.speedIndexMs)}, ${kibibytes(median.totalBytes)} transferred; ` +
        `best practices ${scoreText(median.bestPractices)}`,
      peer: '—',
      ratio: '—',
      target: '≥ 95',
      isMet: (median.performance ?? 0) >= 95,
    });
    if (path === '/market') {
      rows.push(
        {
          name: `Lighthouse ${label} LCP`,
          measured: `${seconds(median.lcpMs)}${median.lcpElement ? ` (${median.lcpElement.replaceAll('|', '/')})` : ''}`,
          peer: '—',
          ratio: '—',
          target: '≤ 2.5 s',
          isMet: median.lcpMs <= 2500,
        },
        {
          name: `Lighthouse ${label} bytes transferred`,
          measured: kibibytes(median.totalBytes),
          peer: '—',
          ratio: '—',
          target: '≤ 300 KiB',
          isMet: median.totalBytes <= 300 * 1024,
        },
      );
    }
    rows.push({
      name: `Lighthouse ${label} accessibility`,
      measured:
        scoreText(median.accessibility) +
        (median.failingAccessibility.length > 0
          ? ` (failing: ${median.failingAccessibility.join(', ')})`
          : ''),
      peer: '—',
      ratio: '—',
      target: '100',
      isMet: median.accessibility === 100,
    });
  }
  return rows;
};

/** What Lighthouse blamed on each page (median run) and where its HTML reports are. */
export const lighthouseNotes = (pages: LighthousePageResult[], reportDirectory: string) => [
  '## Lighthouse (median run per page)',
  '',
  ...pages.map(
    ({ path, median }) =>
      `- \`${path}\`: LCP element ${median.lcpElement || 'n/a'}; blamed: ${median.blamed.slice(0, 6).join('; ') || 'nothing'}` +
      ` (CPU benchmark index ${median.benchmarkIndex === null ? 'n/a' : format(median.benchmarkIndex)})`,
  ),
  '',
  `HTML reports: \`${reportDirectory}\`.`,
];
