/** What the 360 view says while its frames download: the placeholder before its code and the viewer itself. */
export function SpinLoadingNotice() {
  return (
    <span
      className="absolute inset-x-0 bottom-3 mx-auto w-fit rounded-site bg-black/70 px-3 py-1 text-sm font-semibold text-white"
      role="status"
    >
      Loading 360° view…
    </span>
  );
}
