/** A labelled filter select: 'All ...' first (the empty choice a form sends as no filter), then each value with its count. */
export function FacetSelect({
  id,
  name,
  label,
  allLabel,
  items,
  defaultValue,
  labelClassName,
  selectClassName,
}: {
  id: string;
  name: string;
  label: string;
  allLabel: string;
  items: readonly { value: string; label?: string; count: number }[];
  defaultValue: string;
  labelClassName: string;
  selectClassName: string;
}) {
  return (
    <label className={labelClassName} htmlFor={id}>
      {label}
      <select id={id} name={name} defaultValue={defaultValue} className={selectClassName}>
        <option value="">{allLabel}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label ?? item.value} ({item.count})
          </option>
        ))}
      </select>
    </label>
  );
}
