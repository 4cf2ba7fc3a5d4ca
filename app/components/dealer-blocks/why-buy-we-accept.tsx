import type { WhyBuyItem } from "~/domain/dealer-blocks/why-buy-reasons";
import { WeAccept } from "./payment-marks";
import { WhyBuyFromUs } from "./why-buy-from-us";

/** Why Buy From Us with the 'We accept' strip under the reasons, as the home and car pages show it. */
export function WhyBuyWeAccept({ reasons, className }: { reasons: WhyBuyItem[]; className?: string }) {
  return (
    <WhyBuyFromUs reasons={reasons} className={className}>
      <WeAccept />
    </WhyBuyFromUs>
  );
}
