import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { fieldLabelKey, shortFieldLabelKey } from './labels';

/** A zero-width space in a label marks where a long word may break; Thai has no spaces between its words. */
export const BREAK = '\u200B';

const NO_BREAK_INSIDE = { whiteSpace: 'nowrap' } as const;

/** A Thai word, which the browser would break where its dictionary guesses a boundary ("คะแนนแอส|ซิสต์"). */
export const THAI = /[\u0E00-\u0E7F]/;

/** The pieces of a text split at a separator, each with its place in the text (unique, unlike the piece). */
function piecesOf(text: string, separator: RegExp | string) {
  let at = 0;
  return text.split(separator).map((piece) => {
    const placed = { piece, at };
    at += piece.length + 1;
    return placed;
  });
}

const NoBreakInside = ({ word }: { word: string }) => (
  <>
    {piecesOf(word, BREAK).map(({ piece, at }) => (
      <Fragment key={at}>
        {at > 0 ? <wbr /> : null}
        <span style={NO_BREAK_INSIDE}>{piece}</span>
      </Fragment>
    ))}
  </>
);

/** A label that wraps only between its words (and at its marked breaks), never inside a Thai word. */
export const WordWrapped = ({ text }: { text: string }) => {
  if (!THAI.test(text) && !text.includes(BREAK)) return <>{text}</>;
  return (
    <>
      {piecesOf(text, ' ').map(({ piece, at }) => (
        <Fragment key={at}>
          {at > 0 ? ' ' : null}
          {THAI.test(piece) || piece.includes(BREAK) ? <NoBreakInside word={piece} /> : piece}
        </Fragment>
      ))}
    </>
  );
};

/**
 * A column's header: the field's short label where the catalogue gives one (`short_fields`), the full label in
 * its tooltip, wrapped between words.
 */
export const ColumnHeading = ({ resource, source }: { resource: string; source: string }) => {
  const translate = useTranslate();
  const full = translate(fieldLabelKey(resource, source));
  const short = translate(shortFieldLabelKey(resource, source), { _: full });
  if (short === full) return <WordWrapped text={full} />;
  return (
    <abbr title={full} style={{ textDecoration: 'none' }}>
      <WordWrapped text={short} />
    </abbr>
  );
};
