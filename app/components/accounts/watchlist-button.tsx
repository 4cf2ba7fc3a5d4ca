import { useEffect, useState } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { track } from "~/lib/analytics";
import { useToast } from "~/components/ui/toasts";

type Account = { phone: string; watchlist: number[] } | null;
const STORAGE_KEY = "watchlist";

/** The saved car ids this browser knows of: the server's at page load, plus what was saved or removed since. */
function readLocal(): number[] {
  try {
    const ids = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function writeLocal(ids: number[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...new Set(ids)]));
  } catch {
    // Storage full or refused: the server still has the watchlist.
  }
}

/**
 * Save to watchlist (vehicle spec section 4): the car is saved locally at once, then on the server;
 * the button waits while a call is in flight; a toast says it worked, with a View List link; a
 * failure is shown in an alert, with no toast, and the local change undone. Signed out, it goes to
 * sign-in (type watchlist, back here). A sold car not already saved has no button.
 */
export function WatchlistButton({ car, className }: { car: { id: number; name: string; sold: boolean }; className?: string }) {
  const account = (useRouteLoaderData("root") as { account?: Account } | undefined)?.account ?? null;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [saved, setSaved] = useState(() => account?.watchlist.includes(car.id) ?? false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!account) return;
    // The page's own list is the server's truth when the page loaded; keep the browser's copy in step.
    writeLocal([...readLocal().filter((id) => id !== car.id), ...account.watchlist]);
    setSaved(account.watchlist.includes(car.id) || readLocal().includes(car.id));
  }, [account, car.id]);
  if (car.sold && !saved) return null;

  const toggle = async () => {
    if (!account) {
      const here = `${pathname}${search}`;
      navigate(`/sign-in?${new URLSearchParams({ type: "watchlist", redirect: here, back: here })}`);
      return;
    }
    const saving = !saved;
    const before = readLocal();
    writeLocal(saving ? [...before, car.id] : before.filter((id) => id !== car.id));
    setSaved(saving);
    setBusy(true);
    try {
      const res = await fetch(`/api/watchlist/${saving ? "save-car" : "remove-car"}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ phone_number: account.phone, car_id: car.id }),
      });
      const answer = await res.json().catch(() => ({}));
      if (!res.ok || answer.success !== true)
        throw new Error(typeof answer.error === "string" ? answer.error : "The watchlist could not be updated.");
      if (saving) track({ event_id: 39, name: "watchlist_add", car_id: car.id });
      toast({ title: saving ? "Car Saved In Watchlist" : "Car Removed", action: { label: "View List", href: "/watchlist" } });
    } catch (error) {
      writeLocal(before);
      setSaved(!saving);
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={saved}
      className={className ?? "rounded-site px-4 py-2 font-semibold ring-2 ring-brand disabled:opacity-60"}
    >
      {saved ? "Saved to watchlist" : "Save to watchlist"}
      <span className="sr-only"> the {car.name}</span>
    </button>
  );
}
