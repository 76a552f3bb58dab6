/** A title with the profile's words marked: text nodes in <mark> and <span>, never HTML. */
import { highlightPieces } from './highlight.ts';

export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightPieces(text, words).map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}
