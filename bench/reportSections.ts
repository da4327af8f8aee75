/**
 * A run of some parts only (`BENCH_ONLY=<part> npm run bench`) writes those parts' sections into the report
 * already there and keeps every other section as it was, so measuring one part again never throws away the
 * figures of an hour-long full run. A section is what a scenario's markdown is: its `## ` heading line and
 * everything up to the next `## ` heading. The findings (bench/FINDINGS.md, written by hand) always come last,
 * taken again from their file.
 */

const SECTION_START = /\n(?=## )/;
const heading = (section: string) => section.split('\n', 1)[0];

/** The report with `sections` in place of the sections of the same heading, new ones after the others. */
export function reportWithSections(previous: string, sections: string[], findings: string): string {
  const findingsAt = previous.indexOf(`\n${heading(findings)}\n`);
  const measured = findingsAt < 0 ? previous : previous.slice(0, findingsAt);
  const [head, ...kept] = measured.split(SECTION_START).map((part) => part.trimEnd());
  const fresh = new Map(sections.map((section) => [heading(section), section.trimEnd()]));
  const merged = kept.map((section) => {
    const again = fresh.get(heading(section));
    fresh.delete(heading(section));
    return again ?? section;
  });
  return [head, ...merged, ...fresh.values(), findings].join('\n\n');
}
