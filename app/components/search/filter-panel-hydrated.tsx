import { useHydrated } from "~/lib/use-hydrated";
import { FilterPanel, type FilterPanelProps } from "./filter-panel";

/** The filter form, knowing for itself when its JavaScript runs (it hydrates as an island, after the page). */
export default function HydratedFilterPanel(props: Omit<FilterPanelProps, "hydrated">) {
  const hydrated = useHydrated();
  return <FilterPanel {...props} hydrated={hydrated} />;
}
