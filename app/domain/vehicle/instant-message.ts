/**
 * What Instant Message is here (GAPS stand-ins, decision 030): the spec's chat assistant is a service this platform
 * cannot reach, so the button opens the enquiry form, and the car page says so beside it. Read on the server only,
 * so the text costs the car page's JavaScript nothing.
 */
export const INSTANT_MESSAGE_NOTE = "Opens our enquiry form; we reply by phone or email.";
