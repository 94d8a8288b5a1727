import { useEffect, useRef, useState } from 'react';
import { fetchPhoto } from '../api/photo-requests';

/**
 * A photo's thumbnail: an object URL of the device's Blob, or of the server's copy when the
 * device let its own go (read through the API, so it carries the session in either mode). The
 * URL is revoked when the thumbnail goes, so a long checklist does not hold every photo twice.
 */
export function PhotoThumb({
  checkId,
  photoId,
  blob,
  alt,
}: {
  checkId: string;
  photoId: string;
  blob: Blob | null;
  alt: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  // Each read of the table clones the Blob: the thumbnail is made again only when the photo, or
  // whether the device holds it, changes (not when another photo's upload is answered).
  const latest = useRef(blob);
  latest.current = blob;
  const held = blob !== null;
  useEffect(() => {
    const blob = latest.current;
    let made: string | null = null;
    let live = true;
    const show = (source: Blob) => {
      // A read answered after the thumbnail went makes no URL that nobody would revoke.
      if (!live) return;
      made = URL.createObjectURL(source);
      setUrl(made);
    };
    const controller = new AbortController();
    if (blob) show(blob);
    else fetchPhoto(checkId, photoId, controller.signal).then(show, () => live && setUrl(null));
    return () => {
      live = false;
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [checkId, photoId, held]);
  if (!url) return <span className="hc-photo__img hc-photo__img--empty" role="img" aria-label={alt} />;
  return <img className="hc-photo__img" src={url} alt={alt} width={96} height={72} />;
}
