/** Shown while translations or the session load; no text, since the translations may not be there yet. */
export function CenteredSpinner() {
  return (
    <div className="pui-center">
      <span className="pui-spinner" data-size="large" aria-hidden="true" />
    </div>
  );
}
