/**
 * The finance enquiry for one car (`?car_id=`) at the addresses some sites keep behind sign-in (their `gatedRoutes`):
 * personalised finance (vehicle spec section 2) and bank-check finance (discovery spec section 6, vehicle spec
 * section 6; its path not shown, decision 040). Each is the one finance form at its own address; the route table, the
 * lead pages and the sign-in page's heading (named by the path's first part, the sign-in `type`) all read this list.
 */
export const CAR_FINANCE_PAGES = [
  { path: "/personalised/finance", id: "personalised-finance", signInHeading: "Sign in for personalised finance" },
  { path: "/bank-check/finance", id: "bank-check-finance", signInHeading: "Sign in for bank-check finance" },
] as const;
