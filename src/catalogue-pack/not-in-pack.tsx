import { useEffect, useState } from 'react';

/**
 * What an offline part search says when the branch's offline catalogue holds nothing for the
 * words (issue 45). Offline search reads and ranks words as online search does, so an empty
 * answer means the pack lacks the part, not that the search missed it: it says so, and offers
 * to run the same words online once the connection is back.
 */
export function NotInPack({
  keywords,
  kept,
  onKeep,
  vehicle,
}: {
  keywords: string;
  /** The vehicle searched within, when the search kept to its parts: only those are said absent. */
  vehicle?: string;
  /** The words kept to search online when back, if any. */
  kept: string | null;
  onKeep: (keywords: string) => void;
}) {
  return (
    <div className="not-in-pack" role="status">
      <p>
        Not in this branch&rsquo;s offline catalogue{vehicle ? ` for ${vehicle}` : ''}: nothing for &ldquo;
        {keywords}&rdquo;.
      </p>
      {kept === keywords ? (
        <p className="muted">&ldquo;{kept}&rdquo; will be searched online as soon as the connection is back.</p>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => onKeep(keywords)}>
          Search online when back
        </button>
      )}
    </div>
  );
}

/**
 * The words kept to search online when back: once online, `run` is given them once (the screen
 * puts them back in its search box, which then asks the server) and they are forgotten.
 */
export function useSearchWhenBack(online: boolean, run: (keywords: string) => void) {
  const [kept, setKept] = useState<string | null>(null);
  useEffect(() => {
    if (!online || kept === null) return;
    run(kept);
    setKept(null);
  }, [online, kept, run]);
  return { kept, keep: setKept };
}
