import { describe, expect, it } from "vitest";
import { formatAud } from "~/domain/format";
import { bulkDone, bulkQuestion, parseBulkForm } from "./stock-bulk-form";

describe("the stock list's bulk form", () => {
  it("reads ticked cars and a mark-sold preview", () => {
    expect(parseBulkForm({ step: "preview", change: "sold", car: ["12", "15", "12"] })).toEqual({
      ok: true,
      request: { step: "preview", change: { kind: "status", status: "sold" }, selection: { kind: "ids", ids: [12, 15] } },
    });
  });

  it("takes every car matching the filters when asked, only at the preview", () => {
    const preview = parseBulkForm({ step: "preview", change: "sold", all: "1", filter: "make=Toyota", car: [] });
    expect(preview.ok && preview.request.selection).toEqual({ kind: "matching", filter: "make=Toyota" });
    const apply = parseBulkForm({ step: "apply", change: "sold", all: "1", filter: "make=Toyota", ids: "3,4" });
    expect(apply.ok && apply.request.selection).toEqual({ kind: "ids", ids: [3, 4] });
  });

  it("reads amounts and percentages as a person types them", () => {
    const price = (priceBy: string, priceValue: string) => {
      const parsed = parseBulkForm({ step: "preview", change: "price", priceBy, priceValue, car: ["1"] });
      return parsed.ok ? parsed.request.change : parsed.message;
    };
    expect(price("amount", "-$1,500")).toEqual({ kind: "price", change: { by: "amount", amount: -1500 } });
    expect(price("amount", "+500")).toEqual({ kind: "price", change: { by: "amount", amount: 500 } });
    expect(price("percent", "-2.5")).toEqual({ kind: "price", change: { by: "percent", percent: -2.5 } });
    expect(price("amount", "12.50")).toBe("Enter the amount in whole dollars, like -1000 to take $1,000 off or 500 to add $500.");
    expect(price("amount", "0")).toBe("Enter an amount other than $0.");
    expect(price("percent", "-100")).toBe("A price can't come down by 100% or more.");
    expect(price("percent", "ten")).toBe("Enter the percentage as a number, like -5 to take 5% off or 2.5 to add 2.5%.");
  });

  it("asks for cars, a status and a way to change the price", () => {
    const message = (fields: Record<string, unknown>) => {
      const parsed = parseBulkForm(fields);
      return parsed.ok ? null : parsed.message;
    };
    expect(message({ step: "preview", change: "sold" })).toBe("Tick the cars to change first.");
    expect(message({ step: "preview", change: "status", car: ["1"] })).toBe("Choose the new status.");
    expect(message({ step: "preview", change: "price", car: ["1"] })).toBe(
      "Choose whether to change the price by an amount or a percentage.",
    );
    expect(message({ step: "preview", change: "burn", car: ["1"] })).toBe("Choose what to do with the cars.");
  });

  it("asks the question with the number of cars", () => {
    expect(bulkQuestion({ kind: "status", status: "sold" }, 12, formatAud)).toBe("Mark 12 cars sold?");
    expect(bulkQuestion({ kind: "status", status: "in_stock" }, 1, formatAud)).toBe("Mark 1 car in stock?");
    expect(bulkQuestion({ kind: "price", change: { by: "amount", amount: -1000 } }, 3, formatAud)).toBe(
      "Take $1,000 off the price of 3 cars?",
    );
    expect(bulkQuestion({ kind: "price", change: { by: "percent", percent: 5 } }, 2, formatAud)).toBe("Put the price of 2 cars up by 5%?");
    expect(bulkDone({ kind: "status", status: "sold" }, 10, 2)).toBe("10 cars marked sold. 2 cars already were sold.");
  });
});
