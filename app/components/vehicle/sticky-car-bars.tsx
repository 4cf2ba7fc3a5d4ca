import { showsWeeklyRepayment } from "~/domain/price-thresholds";
import { useEffect, useState } from "react";
import { stickyState } from "~/domain/vehicle/viewer";
import { imageUrl } from "~/images/image-url";
import { formatAud } from "~/domain/format";
import { CallNow, type RevealedPhone } from "./phone-reveal";
import { type MobileBarActions, mobileBarButtons } from "~/domain/vehicle/vehicle-blocks";

type Props = {
  title: string;
  image: string | null;
  priceText: string;
  priceType: string | null;
  weeklyRepayment: number | null;
  financeHref: string | null;
  tradeInHref: string | null;
  slug: string;
  carId: number;
  /** Null when the car's location has no phone; `revealed` is null while the number is masked. */
  phone: { revealed: RevealedPhone | null } | null;
  enquireHref: string;
  testDriveHref: string | null;
  mobileBar: boolean;
  mobileBarActions: MobileBarActions;
};

function useScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    const update = () => setY(window.scrollY);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return y;
}

/**
 * The car page's summary header (after 500 px of scroll) and, on sites that want it, the Call Now /
 * Enquire Now bar along the bottom of small screens, which turns solid after 900 px.
 */
export function StickyCarBars(props: Props) {
  const { header, barRestyled } = stickyState(useScrollY());
  const button = "rounded-site px-3 py-2 text-sm font-semibold whitespace-nowrap";
  return (
    <>
      {header ? (
        <div
          data-testid="sticky-car-header"
          className="fixed inset-x-0 top-0 z-30 hidden border-b border-black/10 bg-surface/95 shadow-md backdrop-blur md:block"
        >
          <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
            {props.image ? (
              <img src={imageUrl(props.image, 160)} alt="" width={96} height={64} className="h-12 w-18 rounded-site object-cover" />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="truncate font-heading font-bold">{props.title}</p>
              <p className="text-sm">
                <span className="font-semibold">{props.priceText}</span>
                {props.priceType ? <span className="text-muted"> {props.priceType}</span> : null}
                {showsWeeklyRepayment(props.weeklyRepayment) ? (
                  <span className="text-muted"> · Finance from {formatAud(props.weeklyRepayment)}/wk</span>
                ) : null}
              </p>
            </div>
            {props.financeHref ? (
              <a href={props.financeHref} className={`${button} bg-brand text-on-brand`}>
                Get Finance
              </a>
            ) : null}
            {props.tradeInHref ? (
              <a href={props.tradeInHref} className={`${button} ring-1 ring-black/20`}>
                Trade-In Valuation
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      {props.mobileBar ? (
        <div
          data-testid="mobile-car-bar"
          data-style={barRestyled ? "solid" : "light"}
          className={`fixed inset-x-0 bottom-0 z-30 flex gap-2 p-2 md:hidden ${barRestyled ? "bg-brand shadow-lg" : "border-t border-black/10 bg-surface/95"}`}
        >
          {mobileBarButtons(props.mobileBarActions, props.phone !== null).map((action) =>
            action === "call" && props.phone ? (
              <CallNow
                key={action}
                slug={props.slug}
                carId={props.carId}
                revealed={props.phone.revealed}
                className={`${button} flex-1 text-center ${barRestyled ? "bg-white text-black" : "bg-brand text-on-brand"}`}
              />
            ) : action === "test-drive" && props.testDriveHref ? (
              <a
                key={action}
                href={props.testDriveHref}
                className={`${button} flex-1 text-center ${barRestyled ? "bg-black/80 text-white" : "ring-1 ring-black/20"}`}
              >
                Test Drive
              </a>
            ) : action === "enquire" ? (
              <a
                key={action}
                href={props.enquireHref}
                className={`${button} flex-1 text-center ${barRestyled ? "bg-black/80 text-white" : "ring-1 ring-black/20"}`}
              >
                Enquire Now
              </a>
            ) : null,
          )}
        </div>
      ) : null}
    </>
  );
}
