/**
 * Measuring one part again never throws away the figures of an hour-long full run. A section runs from its `## `
 * heading to the next; the hand-written findings always come last.
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
