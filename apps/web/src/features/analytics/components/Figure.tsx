/** One headline figure: its label, its value, and what it is made of; red when below zero. */
export function Figure({ label, value, note, negative }: { label: string; value: string; note?: string; negative?: boolean }) {
  return (
    <div className="analytics-figure" data-negative={negative || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {note && <dd className="analytics-figure__note">{note}</dd>}
    </div>
  );
}
