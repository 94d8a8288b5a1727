/**
 * A spinner with a spoken label; `fullScreen` covers the page while the app starts, under the
 * app's name, as index.html paints it before any JavaScript has run (the same markup, so the
 * hand-over from the HTML to React changes nothing on screen).
 */
export function Spinner({ label = 'Loading', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'spinner spinner--full-screen' : 'spinner'} role="status" aria-label={label}>
      {fullScreen && (
        <span className="spinner__name" aria-hidden="true">
          Workbay
        </span>
      )}
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
