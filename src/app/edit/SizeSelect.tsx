// The size picker of the edit forms and the set-up panel: sizes 1 (small) to 6 (Enormous/3),
// with an optional "no size" entry (scenery without a size class).
const SIZES = [1, 2, 3, 4, 5, 6] as const;

export function SizeSelect(props: {
  testId: string;
  value: string | number;
  onChange: (value: string) => void;
  none?: string;
}) {
  return (
    <select data-testid={props.testId} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      {props.none !== undefined && <option value="">{props.none}</option>}
      {SIZES.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
}
