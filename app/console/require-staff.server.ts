import { type AppLoadContext as AppContext, data, redirect } from "react-router";
import { type Action, can, type Resource, type Role } from "~/domain/console/can";
import type { TenantSite } from "~/sites/tenant-site";
import type { ConsoleDeps } from "./console-deps";
import { mayEnter } from "./sign-in.server";
import { findMembership, findStaff, type Membership, type StaffMember } from "./staff-queries.server";
import type { StaffSessionRow } from "./staff-session-queries.server";
import { csrfToken, currentStaffSession } from "./staff-sessions.server";

/** The console's use-case dependencies for this request's host; a host that is neither a site nor the platform's is a 404. */
export function consoleDeps(context: AppContext): ConsoleDeps {
  const { host } = context;
  if (host.kind === "unknown") throw new Response("Not Found", { status: 404 });
  const site = host.kind === "site" ? host.site : null;
  return {
    db: context.db,
    site,
    now: context.now,
    secret: context.console.secret,
    mailer: context.console.mailer,
    from: context.console.from,
    origin: site?.origin ?? context.console.platformOrigin,
  };
}

/** The person using the console on this site, what they may do here, and the token their forms carry. */
export type Viewer = {
  staff: StaffMember;
  role: Role;
  /** A salesperson's dealerships; null: every dealership of the site. */
  dealershipSlugs: string[] | null;
  site: TenantSite;
  session: StaffSessionRow;
  csrf: string;
};

export type Need = { action: Action; resource: Resource };

export const signInPath = (request: Request) => {
  const url = new URL(request.url);
  return `/dealer/sign-in?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
};

/**
 * Every console loader and action starts here. Signed out (or signed in on another host, whose cookie never comes
 * here): to sign-in, naming nothing of the site's data. Signed in without the role the route needs: 403.
 */
export async function requireStaff(context: AppContext, request: Request, need: Need | null = null): Promise<Viewer> {
  const deps = consoleDeps(context);
  if (!deps.site) throw new Response("Not Found", { status: 404 });
  const session = await currentStaffSession(deps, request.headers.get("Cookie"));
  const [staff, membership] = session
    ? await Promise.all([findStaff(deps.db, session.staffId), findMembership(deps.db, deps.site.id, session.staffId)])
    : [null, null];
  if (!session || !staff || !membership) throw redirect(signInPath(request));
  if (need && !can(membership.role, need.action, need.resource))
    throw data("You don't have access to this part of the console.", { status: 403 });
  return viewerOf(deps.site, staff, membership, session, deps.secret);
}

/**
 * Anyone signed in to the console on this host: a member of the site, or (on the platform's host) an operator. The
 * pages every person has (Your account, passkeys) start here; a site's pages start at requireStaff.
 */
export type Person = { staff: StaffMember; session: StaffSessionRow; site: TenantSite | null; csrf: string };

export async function requirePerson(context: AppContext, request: Request): Promise<Person> {
  const deps = consoleDeps(context);
  const session = await currentStaffSession(deps, request.headers.get("Cookie"));
  const staff = session ? await findStaff(deps.db, session.staffId) : null;
  if (!session || !staff || !(await mayEnter(deps, staff))) throw redirect(signInPath(request));
  return { staff, session, site: deps.site, csrf: csrfToken(deps.secret, session) };
}

/**
 * The operators' pages: only on the platform's host, only for an operator. A site's staff on their own host are
 * refused (403), not sent on: being an operator is never a role on a site, and a site's session is no operator's.
 */
export async function requireOperator(context: AppContext, request: Request): Promise<Person> {
  const person = await requirePerson(context, request);
  if (person.site || !person.staff.operator) throw data("The platform operators' console is on the platform's own host.", { status: 403 });
  return person;
}

/** A write by anyone signed in here (their own passkeys, the prompt), with this session's form token. */
export async function requirePersonForm(context: AppContext, request: Request): Promise<{ person: Person; form: FormData }> {
  const person = await requirePerson(context, request);
  const form = await request.formData().catch(() => null);
  if (!form || form.get(CSRF_FIELD) !== person.csrf) throw data("This form has expired. Reload the page and try again.", { status: 403 });
  return { person, form };
}

function viewerOf(site: TenantSite, staff: StaffMember, membership: Membership, session: StaffSessionRow, secret: string): Viewer {
  return { staff, role: membership.role, dealershipSlugs: membership.dealershipSlugs, site, session, csrf: csrfToken(secret, session) };
}

export const CSRF_FIELD = "_csrf";

/**
 * A console write: the viewer (with the role the action needs) and the posted form, whose token must be this session's.
 * A cross-site page cannot read the token, so a forged post is refused even where a browser sent the cookie.
 */
export async function requireStaffForm(
  context: AppContext,
  request: Request,
  need: Need | null,
): Promise<{ viewer: Viewer; form: FormData }> {
  const viewer = await requireStaff(context, request, need);
  const form = await request.formData().catch(() => null);
  if (!form || form.get(CSRF_FIELD) !== viewer.csrf) throw data("This form has expired. Reload the page and try again.", { status: 403 });
  return { viewer, form };
}
