/**
 * A screen's heading that names what its first read answered (a game week's number and name). The static shell
 * paints it as soon as that answer has come, before the app's code has run, so it runs `values` as its own text:
 * a function of its argument alone, using no name from around it.
 */
export interface AnsweredTitle<A = never> {
  /** i18n key of the heading, its `%{name}` values put in */
  key: string;
  /** the key's values from the first read's answer (the answer as the server sends it) */
  values(answer: A): Record<string, string | number>;
}
