/** A spinner with what is being loaded, announced politely: the body of a dialog still loading. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <p className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
