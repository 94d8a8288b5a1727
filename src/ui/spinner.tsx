/** A spinner with a spoken label; `fullScreen` covers the page while the app starts. */
export function Spinner({ label = 'Loading', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'spinner spinner--full-screen' : 'spinner'} role="status" aria-label={label}>
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
