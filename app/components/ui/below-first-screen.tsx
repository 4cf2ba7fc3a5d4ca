import type { ReactNode } from "react";

/**
 * A block below a phone's first screen, laid out and painted only as it comes near the screen on a first view
 * (app/lib/first-view.ts), standing until then at `estimate`: Tailwind classes setting `--skip-estimate` from the
 * block's measured heights, by width. One in the first screen at a wider width is drawn at once all the same.
 * Nothing in it may be fixed in place (a sticky bar): a skipped block is the containing block of what it holds.
 */
export function BelowFirstScreen({
  as: Tag = "div",
  estimate,
  className,
  children,
  ...rest
}: {
  as?: "div" | "section";
  estimate: string;
  className?: string;
  children: ReactNode;
  "aria-labelledby"?: string;
}) {
  return (
    <Tag className={`skip-until-near ${estimate}${className ? ` ${className}` : ""}`} {...rest}>
      {children}
    </Tag>
  );
}
