import { Reveal } from "./reveal";

/**
 * A text cut where the spec cuts it (the finance disclaimer at 197 characters, an offer's terms at 100), with
 * the rest behind a native disclosure that works without JavaScript. Folded: the cut text, an ellipsis and
 * the button. Open: the whole text in one piece and the button under it. The cut falls mid-word, so the rest
 * is not shown on its own after the button: it read "… Comparison ra", Hide, "te based on …". The whole text
 * is given, not the rest: a cut at a space may drop the space (an offer's terms).
 */
export function ExpandableText({
  text,
  more,
  less,
  open,
  name,
  excerptTestId,
}: {
  /** The whole text, and the part shown while folded (the whole when it is not cut). */
  text: { whole: string; shown: string };
  more: string;
  less: string;
  open?: boolean;
  name?: string;
  excerptTestId?: string;
}) {
  if (text.shown.length >= text.whole.length) return <p data-testid={excerptTestId}>{text.whole}</p>;
  return (
    <div className="group/expandable">
      <p className="group-has-[details[open]]/expandable:hidden" data-testid={excerptTestId}>
        {text.shown}…
      </p>
      <Reveal more={more} less={less} open={open} name={name} buttonAfter>
        <p>{text.whole}</p>
      </Reveal>
    </div>
  );
}
