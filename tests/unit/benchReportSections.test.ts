import { describe, expect, it } from 'vitest';
import { reportWithSections } from '../../bench/reportSections';

const previous = [
  '# Benchmark report\n\nWritten by `npm run bench` on a day.',
  '## Speed at scale\n\n| a | 1 |\n\n### Targets\n\nmet',
  '## Summarise a game week\n\nold figures',
  '## Causes\n\nold findings\n',
].join('\n\n');

describe('a report written again for some parts only', () => {
  it('replaces the sections of those parts in place and takes the findings again from their file', () => {
    const report = reportWithSections(previous, ['## Speed at scale\n\n| a | 2 |'], '## Causes\n\nnew findings\n');
    expect(report).toBe(
      [
        '# Benchmark report\n\nWritten by `npm run bench` on a day.',
        '## Speed at scale\n\n| a | 2 |',
        '## Summarise a game week\n\nold figures',
        '## Causes\n\nnew findings\n',
      ].join('\n\n'),
    );
  });

  it('adds a part the report did not have after the others, before the findings', () => {
    const report = reportWithSections(previous, ['## Lighthouse\n\nscores'], '## Causes\n\nold findings\n');
    expect(report).toBe(previous.replace('\n\n## Causes', '\n\n## Lighthouse\n\nscores\n\n## Causes'));
  });
});
