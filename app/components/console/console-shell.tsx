import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ConsoleForm } from "./console-form";
import { useConsoleLayout } from "./console-csrf";
import { PasskeyPrompt } from "./staff-passkeys";

/**
 * The console's frame on every page: the site and the person at the top, the sections as a row of tabs (on a phone
 * the first few and More), the page below. Neutral colours of its own: a dealer's theme is for shoppers.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { site, staff, role, roleLabel, nav, passkeyPrompt } = useConsoleLayout();
  const { pathname } = useLocation();
  // The section a page belongs to: the longest nav address it starts with (a lead's page is under Leads).
  const current = nav
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
  const phoneTabs = nav.filter((item) => PHONE_FIRST.includes(item.to));
  const tabs = phoneTabs.length ? phoneTabs : nav.slice(0, 2);
  const more = nav.filter((item) => !tabs.includes(item));
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="min-w-0">
            <span className="block truncate font-semibold">{site.name}</span>
            <span className="block text-sm text-slate-600">{role === "operator" ? "Operators' console" : "Dealer console"}</span>
          </p>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-right sm:block">
              <span className="block font-medium">{staff.name}</span>
              <span className="block text-slate-600">{roleLabel}</span>
            </span>
            <a href={`${site.origin}/`} className="rounded-md px-2 py-2 underline underline-offset-2 hover:bg-slate-100">
              {role === "operator" ? "Site index" : "View site"}
            </a>
            <ConsoleForm action="/dealer/sign-out" reloadDocument>
              <button type="submit" className="min-h-11 rounded-md border border-slate-400 px-3 py-2 font-medium hover:bg-slate-100">
                Sign out
              </button>
            </ConsoleForm>
          </div>
        </div>
        <nav aria-label="Console" className="mx-auto max-w-6xl px-2">
          {/* A phone shows a salesperson's two daily sections and puts the rest under More (a <details>, so it opens without
              JavaScript); a wider screen shows them all in one row. Keyed by the address so it closes on each move. */}
          <ul className="flex gap-x-1 whitespace-nowrap sm:hidden">
            {tabs.map((item) => (
              <li key={item.to}>
                <NavTab item={item} current={current} />
              </li>
            ))}
            {more.length ? (
              <li className="ml-auto">
                <details key={pathname} className="relative">
                  <summary
                    className={`inline-flex min-h-11 cursor-pointer list-none items-center border-b-4 px-3 py-2 text-sm font-medium ${more.some((i) => i.to === current) ? "border-slate-900" : "border-transparent text-slate-700"}`}
                  >
                    More<span aria-hidden="true">&nbsp;▾</span>
                  </summary>
                  <ul className="absolute right-0 z-20 mt-1 min-w-48 rounded-md border border-slate-300 bg-white py-1 shadow-lg">
                    {more.map((item) => (
                      <li key={item.to}>
                        <NavTab item={item} current={current} />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : null}
          </ul>
          <ul className="hidden flex-wrap gap-x-1 whitespace-nowrap sm:flex">
            {nav.map((item) => (
              <li key={item.to}>
                <NavTab item={item} current={current} />
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-6">
        {passkeyPrompt ? <PasskeyPrompt /> : null}
        {children}
      </div>
    </div>
  );
}

/** What a phone shows before More: a salesperson's daily work (a role without it gets its first two sections). */
const PHONE_FIRST = ["/dealer/leads", "/dealer/reservations"];

type NavItem = ReturnType<typeof useConsoleLayout>["nav"][number];

function NavTab({ item, current }: { item: NavItem; current: string | undefined }) {
  return (
    <Link
      to={item.to}
      aria-current={item.to === current ? "page" : undefined}
      className={`flex min-h-11 items-center gap-2 border-b-4 px-3 py-2 text-sm font-medium ${item.to === current ? "border-slate-900 text-slate-900" : "border-transparent text-slate-700 hover:text-slate-900"}`}
    >
      {item.label}
      {item.count ? (
        <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
          {item.count}
          <span className="sr-only"> new</span>
        </span>
      ) : null}
    </Link>
  );
}

/** A page's heading and its actions; `back` is the list the page belongs to ("All stock"), linked above it. */
export function PageHeader({ title, back, children }: { title: string; back?: { to: string; label: string }; children?: ReactNode }) {
  return (
    <>
      {back ? (
        <p className="mb-2 text-sm">
          <Link to={back.to} className="underline underline-offset-2">
            {back.label}
          </Link>
        </p>
      ) : null}
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
      </div>
    </>
  );
}
