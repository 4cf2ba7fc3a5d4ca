/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3/), served by tests/support/stripe-stand-in.ts for
 * browser tests on machines with no outside network. It offers what the checkout uses, with Stripe's
 * names and result shapes: Stripe(key).elements().create("card") (mount, on("change"), clear,
 * destroy), createPaymentMethod({ type: "card", card }) and handleNextAction({ clientSecret }). The
 * card is sent to the stand-in's API (as the real one sends it to Stripe's), never to the page's
 * server. Where the real card field lives in a frame of Stripe's origin, this one is plain inputs
 * without names (so a form post cannot carry them); the 3-D Secure step is a dialog with Stripe's
 * test buttons, Complete and Fail.
 */
(() => {
  const base = new URL(document.currentScript.src).origin;

  const post = async (path, fields) => {
    const response = await fetch(`${base}${path}`, { method: "POST", body: new URLSearchParams(fields) });
    return { ok: response.ok, json: await response.json() };
  };

  function cardElement() {
    const handlers = [];
    const root = document.createElement("div");
    root.style.display = "flex";
    root.style.gap = "0.5rem";
    const input = (label, autocomplete, size) => {
      const field = document.createElement("input");
      field.setAttribute("aria-label", label);
      field.autocomplete = autocomplete;
      field.inputMode = "numeric";
      field.size = size;
      field.addEventListener("input", () => {
        const complete = digits(number.value).length >= 15 && /^\d{2}\s*\/\s*\d{2}$/.test(expiry.value) && /^\d{3,4}$/.test(cvc.value);
        for (const handler of handlers) handler({ elementType: "card", complete, empty: !number.value, error: undefined });
      });
      root.append(field);
      return field;
    };
    const number = input("Card number", "cc-number", 20);
    const expiry = input("Expiry date MM / YY", "cc-exp", 7);
    const cvc = input("Security code", "cc-csc", 4);
    return {
      mount(element) {
        element.append(root);
      },
      on(event, handler) {
        if (event === "change") handlers.push(handler);
      },
      clear() {
        for (const field of [number, expiry, cvc]) field.value = "";
      },
      destroy() {
        root.remove();
      },
      values: () => ({ number: digits(number.value), expiry: expiry.value, cvc: cvc.value }),
    };
  }

  const digits = (value) => value.replace(/\D/g, "");

  /** Stripe's test 3-D Secure page: the shopper completes or fails the bank's check. */
  function challenge() {
    return new Promise((resolve) => {
      const dialog = document.createElement("dialog");
      dialog.setAttribute("aria-label", "3D Secure test payment page");
      const heading = document.createElement("p");
      heading.textContent = "3D Secure 2 test payment: complete or fail the authentication.";
      dialog.append(heading);
      for (const [label, outcome] of [
        ["Complete", "complete"],
        ["Fail", "fail"],
      ]) {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = label;
        button.addEventListener("click", () => {
          dialog.close();
          dialog.remove();
          resolve(outcome);
        });
        dialog.append(button);
      }
      document.body.append(dialog);
      dialog.showModal();
    });
  }

  window.Stripe = (key) => {
    if (!/^pk_test_/.test(key)) throw new Error("The Stripe.js stand-in takes test publishable keys only.");
    return {
      elements: () => ({ create: () => cardElement() }),
      async createPaymentMethod({ card, billing_details: billing = {} }) {
        const { number, expiry, cvc } = card.values();
        if (number.length < 15)
          return { error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } };
        const [month, year] = expiry.split("/").map((part) => part.trim());
        if (!month || !year)
          return { error: { type: "validation_error", code: "incomplete_expiry", message: "Your card's expiry date is incomplete." } };
        const { ok, json } = await post("/v1/payment_methods", {
          key,
          type: "card",
          "card[number]": number,
          "card[exp_month]": month,
          "card[exp_year]": year,
          "card[cvc]": cvc,
          "billing_details[name]": billing.name ?? "",
          "billing_details[email]": billing.email ?? "",
        });
        return ok ? { paymentMethod: json } : { error: json.error };
      },
      async handleNextAction({ clientSecret }) {
        const outcome = await challenge();
        const { ok, json } = await post("/__standin/authenticate", { key, client_secret: clientSecret, outcome });
        return ok ? { paymentIntent: json } : { error: json.error };
      },
    };
  };
})();
