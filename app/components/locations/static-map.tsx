/**
 * A map drawn here, not fetched: a stylised street grid (fixed per location) with the marker and
 * the address. It is the map on sites without a tile source, and what LocationMap serves and falls
 * back to where the real map cannot load (no JavaScript, offline, tiles blocked).
 */
export function StaticMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const seed = Math.abs(Math.round(lat * 1000) ^ Math.round(lng * 1000));
  const offset = (n: number) => ((seed >> n) % 60) + 20;
  return (
    <svg viewBox="0 0 400 200" role="img" aria-label={`Map showing ${label}`} className="block h-auto w-full rounded-site bg-[#e8eef2]">
      <title>{`Map showing ${label}`}</title>
      <rect width="400" height="200" fill="#e8eef2" />
      <rect x={offset(1) * 2} y="10" width="70" height="50" rx="6" fill="#cfe3c6" />
      <path d={`M0 ${offset(2) + 60} H400`} stroke="#fff" strokeWidth="14" />
      <path d={`M${offset(3) * 3} 0 V200`} stroke="#fff" strokeWidth="10" />
      <path d={`M0 ${offset(4) + 120} L400 ${offset(5) + 90}`} stroke="#f6d58e" strokeWidth="12" />
      <path d="M0 30 H400 M0 170 H400 M60 0 V200 M330 0 V200" stroke="#fff" strokeWidth="5" />
      <g transform="translate(200 92)">
        <path d="M0 0 C-14 -18 -14 -36 0 -40 C14 -36 14 -18 0 0 Z" fill="#c1121f" stroke="#7a0a13" strokeWidth="2" />
        <circle cy="-26" r="5" fill="#fff" />
      </g>
      <rect x="50" y="150" width="300" height="34" rx="6" fill="#ffffff" opacity="0.92" />
      <text x="200" y="172" textAnchor="middle" fontSize="13" fontFamily="system-ui, sans-serif" fill="#1f2937">
        {label.length > 44 ? `${label.slice(0, 43)}…` : label}
      </text>
    </svg>
  );
}
