import { useState } from "react";

/**
 * 'Download PDF': a plain download link without JavaScript; with it, a 'Preparing' state while the
 * brochure is made and an alert with the error if it cannot be (vehicle spec sections 4 and 8).
 */
export function BrochureDownload({ slug }: { slug: string }) {
  const [preparing, setPreparing] = useState(false);
  const href = `/api/cars/${slug}/brochure.pdf`;
  return (
    <a
      href={href}
      download={`${slug}.pdf`}
      aria-disabled={preparing || undefined}
      className="font-semibold underline"
      onClick={async (event) => {
        event.preventDefault();
        if (preparing) return;
        setPreparing(true);
        try {
          const res = await fetch(href);
          if (!res.ok) {
            const body = (await res.json().catch(() => null)) as { error?: string } | null;
            throw new Error(body?.error ?? `The brochure could not be prepared (error ${res.status}).`);
          }
          const url = URL.createObjectURL(await res.blob());
          const link = document.createElement("a");
          link.href = url;
          link.download = `${slug}.pdf`;
          link.click();
          setTimeout(() => URL.revokeObjectURL(url), 10_000);
        } catch (error) {
          alert(error instanceof Error ? error.message : String(error));
        } finally {
          setPreparing(false);
        }
      }}
    >
      {preparing ? "Preparing…" : "Download PDF"}
    </a>
  );
}
