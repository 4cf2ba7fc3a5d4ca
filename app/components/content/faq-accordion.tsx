import * as Accordion from "@radix-ui/react-accordion";
import { useId } from "react";
import type { RenderedMarkdown } from "~/render/rendered-markdown";
import { Markdown } from "./markdown";

/** A question and its answer, the dealer's Markdown rendered on the server (`renderMarkdown`). */
export type FaqItem = { question: string; answer: RenderedMarkdown };

const ANSWER_CLASS = "text-ink [&>:first-child]:mt-0";

/**
 * Questions and answers as an accordion (WAI-ARIA pattern through Radix: buttons in headings with
 * aria-expanded, Enter or Space to open, arrow keys, Home and End between questions); any number
 * open at once. Radix renders a closed answer only once JavaScript runs, so without it the page
 * shows every answer as a plain list instead (the noscript block), and hides the inert buttons.
 */
export function FaqAccordion({ heading, items }: { heading: string; items: readonly FaqItem[] }) {
  const headingId = useId();
  if (!items.length) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="font-heading text-2xl font-bold">
        {heading}
      </h2>
      <Accordion.Root type="multiple" className="js-only mt-4 divide-y divide-black/10 rounded-site bg-surface ring-1 ring-black/10">
        {items.map((item, i) => (
          <Accordion.Item key={item.question} value={`question-${i + 1}`}>
            <Accordion.Header className="font-heading text-base">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-black/[0.03]">
                <span>{item.question}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-5 w-5 shrink-0 text-brand transition-transform duration-300 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                >
                  <path
                    d="M5 7.5 10 12.5 15 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="faq-answer">
              <Markdown markdown={item.answer} className={`px-5 pb-5 ${ANSWER_CLASS}`} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <noscript>
        <dl className="mt-4 space-y-6">
          {items.map((item) => (
            <div key={item.question}>
              <dt className="font-semibold">{item.question}</dt>
              <dd>
                <Markdown markdown={item.answer} className={`mt-2 ${ANSWER_CLASS}`} />
              </dd>
            </div>
          ))}
        </dl>
      </noscript>
    </section>
  );
}
