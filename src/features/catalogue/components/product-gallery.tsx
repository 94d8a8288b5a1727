import './product-gallery.css';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import {
  productImageKindNames,
  productImages,
  type ImageSource,
  type ProductImage,
} from '../../../../contract/catalogue/product-images';
import { defaultConfig, getConfig } from '../../../api/config';

/** How far a finger must travel sideways before a touch counts as a swipe, in CSS pixels. */
const SWIPE = 40;

/**
 * A product's images: the current one large, thumbnails beneath (beside on a tablet). Arrow keys
 * move between them from a thumbnail, a swipe on the large image too; an image that cannot load
 * (offline and never seen) leaves its description in its place.
 */
export function ProductGallery({ images, productName }: { images: ProductImage[]; productName: string }) {
  const [selected, setSelected] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const current = Math.min(selected, images.length - 1);
  const image = images[current];
  if (!image) return null;

  const show = (index: number, focus = false) => {
    const next = (index + images.length) % images.length;
    setSelected(next);
    if (focus) thumbs.current[next]?.focus();
  };
  const fail = (url: string) => setBroken((set) => new Set(set).add(url));

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  };
  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const [dx, dy] = [point.clientX - start.x, point.clientY - start.y];
    // Mostly sideways and far enough: a swipe, not a scroll of the page.
    if (Math.abs(dx) >= SWIPE && Math.abs(dx) > Math.abs(dy) * 1.5) show(current + (dx < 0 ? 1 : -1));
  };

  return (
    <div className="gallery" role="group" aria-label={`Images of ${productName}`}>
      <div className="gallery__main" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {broken.has(image.url) ? (
          <div className="gallery__missing" role="img" aria-label={image.alt}>
            <span aria-hidden="true">
              {navigator.onLine ? 'Picture not available' : 'No picture available offline'}
            </span>
          </div>
        ) : (
          <img
            key={image.url}
            src={image.url}
            alt={image.alt}
            width={320}
            height={240}
            onError={() => fail(image.url)}
          />
        )}
      </div>
      {images.length > 1 && (
        <>
          <ul className="gallery__thumbs" onKeyDown={onKeyDown}>
            {images.map((thumb, index) => (
              <li key={thumb.url}>
                <button
                  ref={(button) => {
                    thumbs.current[index] = button;
                  }}
                  type="button"
                  className="gallery__thumb"
                  aria-label={`Show image ${index + 1} of ${images.length}: ${productImageKindNames[thumb.kind]}`}
                  aria-pressed={index === current}
                  tabIndex={index === current ? 0 : -1}
                  onClick={() => show(index)}
                >
                  {broken.has(thumb.url) ? (
                    <span className="gallery__thumb-name">{productImageKindNames[thumb.kind]}</span>
                  ) : (
                    <img src={thumb.url} alt="" width={80} height={60} loading="lazy" onError={() => fail(thumb.url)} />
                  )}
                </button>
              </li>
            ))}
          </ul>
          <p className="visually-hidden" aria-live="polite">
            Image {current + 1} of {images.length}: {productImageKindNames[image.kind]}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The gallery of a copy of a product that carries none (the offline catalogue's, or a page saved
 * before galleries), derived exactly as the server derives it.
 */
export function derivedImages(source: ImageSource): ProductImage[] {
  let baseUrl = defaultConfig.baseUrl;
  try {
    baseUrl = getConfig().baseUrl;
  } catch {
    // No stored config yet: the build's default base URL.
  }
  return productImages(source, baseUrl);
}
