import { formatNumber } from "~/domain/format";
import type { DemoSiteFacts } from "./demo-content";

type Entry = { question: string; answerMarkdown: string };

/** Questions only some dealers get, by site: what they sell changes what shoppers ask. */
const EXTRA: Record<string, Entry[]> = {
  "sunset-caravans": [
    {
      question: "Can I trade in my caravan or camper?",
      answerMarkdown:
        "Yes. The online estimate is for cars, utes and 4WDs, so for a caravan, camper trailer or motorhome please bring it to our Kangaroo Flat yard or [send us its details](/contact). We look at the layout, the chassis and the service records, and give you an offer on the spot.",
    },
  ],
  "coastal-toyota": [
    {
      question: "Why can you estimate an older Toyota but not an older car of another make?",
      answerMarkdown:
        "We know Toyotas best, and we sell a lot of them second-hand, so we can estimate one with confidence for longer. For other makes our team will still inspect the car and make you an offer.",
    },
  ],
};

/** Vehicle spec section 2: the trade-in page's FAQ, with the site's own estimate limits in the answers. */
export function tradeInFaq(f: DemoSiteFacts): Entry[] {
  const { validDays, maxAgeYears, maxKm } = f.tradeIn;
  return [
    {
      question: "How is my trade-in estimate worked out?",
      answerMarkdown: `We look up your car from its registration, then compare it with similar cars that have recently sold across our network and the wider market. Your answers about the odometer, service history and condition adjust the figure. You see a price range straight away, with no obligation.`,
    },
    {
      question: "How long is my estimate valid?",
      answerMarkdown: `Your estimate is valid for ${validDays} days. Used car prices move every week, so after that we will happily give you a fresh one.`,
    },
    {
      question: "Is the estimate the price you will pay?",
      answerMarkdown: `It is our best guide from what you have told us, and it becomes a firm offer once we have inspected your car. If the car matches your description, the offer will be in the range you saw. The [value my car terms and conditions](/pages/value-my-car-terms-and-conditions) explain what can change it.`,
    },
    {
      question: "Why can't I get an online estimate for my car?",
      answerMarkdown: `The online estimate covers cars up to ${maxAgeYears} years old with up to ${formatNumber(maxKm)} km. Older cars and higher kilometres vary too much to price without seeing them, so [contact our team](/contact) and we will still make you an offer.`,
    },
    {
      question: "I still owe money on my car. Can I trade it in?",
      answerMarkdown:
        "Yes. Bring a payout letter from your lender (it shows the amount owing on a given date). We pay the lender directly out of the agreed price, and the balance goes towards your next car or to you.",
    },
    {
      question: "What should I bring to the inspection?",
      answerMarkdown:
        "- Your driver licence\n- The registration certificate\n- The service book or service records\n- Every key and remote\n- A payout letter, if there is finance owing\n\nThe inspection takes about 20 minutes, and you can have a coffee or look at our stock while you wait.",
    },
    {
      question: "Do I have to buy a car from you to sell you mine?",
      answerMarkdown: `No. ${f.name} buys good cars outright. Accept the offer and we pay you by bank transfer once the paperwork is signed, usually the same day.`,
    },
    ...(EXTRA[f.slug] ?? []),
  ];
}
