/**
 * Who may do what in the dealer console: one table, read by every console loader and action (issue 53).
 * A role is a membership of one site; the platform's operators are not in it (they have their own console).
 */
export const ROLES = ["owner", "manager", "sales", "marketing"] as const;
export type Role = (typeof ROLES)[number];

export const RESOURCES = [
  "leads",
  "reservations",
  "stock",
  "feeds",
  "content",
  "offers",
  "settings",
  "staff",
  "audit",
  "insights",
] as const;
export type Resource = (typeof RESOURCES)[number];

/** `assign` hands a lead to a salesperson; `refund` cancels money already taken; `export` takes data off the platform. */
export const ACTIONS = ["view", "edit", "assign", "delete", "export", "refund"] as const;
export type Action = (typeof ACTIONS)[number];

type Grants = Partial<Record<Resource, readonly Action[]>>;

const EVERYTHING: Grants = Object.fromEntries(RESOURCES.map((r) => [r, ACTIONS])) as Grants;

const TABLE: Record<Role, Grants> = {
  owner: EVERYTHING,
  manager: {
    leads: ["view", "edit", "assign", "delete", "export"],
    reservations: ["view", "edit", "refund"],
    stock: ["view", "edit", "delete"],
    // Feed runs, schedules and keys: a manager runs the yard's stock system day to day.
    feeds: ["view", "edit"],
    content: ["view", "edit", "delete"],
    offers: ["view", "edit", "delete"],
    // How the team answers its leads: a manager runs the sales floor (issue 56).
    insights: ["view", "export"],
  },
  // A salesperson works the leads and holds given to them: no deleting, no exporting the customer list, no refunds.
  // They look stock up on the yard (price, status, what is in), but prices and statuses are the managers' (issue 54).
  sales: {
    leads: ["view", "edit"],
    reservations: ["view", "edit"],
    stock: ["view"],
  },
  // Marketing writes offers and content about the cars in stock, so it may look at them; it changes none.
  marketing: {
    content: ["view", "edit", "delete"],
    offers: ["view", "edit", "delete"],
    stock: ["view"],
  },
};

export function can(role: Role, action: Action, resource: Resource): boolean {
  return TABLE[role][resource]?.includes(action) ?? false;
}

/** What people call each role in the console. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  manager: "Sales manager",
  sales: "Salesperson",
  marketing: "Marketing",
};

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);
