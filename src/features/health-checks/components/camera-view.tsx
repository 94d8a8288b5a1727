import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../ui/modal';
import { frameOf } from '../photos/video-frame';

/**
 * A camera view for a tablet or laptop, where the file input opens a file chooser rather than the
 * camera (issue 46: "a camera view where the browser allows"). The back camera when there is one;
 * each "Take photo" hands a frame to `onPhoto` and the view stays open for the next.
 */
export function CameraView({
  itemName,
  onPhoto,
  onClose,
}: {
  itemName: string;
  onPhoto: (frame: Blob) => Promise<void>;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'ready' | 'taking'>('starting');
  const [error, setError] = useState<string | null>(null);
  const [taken, setTaken] = useState(0);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } }, audio: false })
      .then(async (opened) => {
        if (stopped) return opened.getTracks().forEach((track) => track.stop());
        stream = opened;
        if (!video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        setState('ready');
      })
      .catch(() =>
        setError('The camera could not be opened. Allow Workbay to use it, or use "Take photo" to choose a file.'),
      );
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const take = async () => {
    if (!video.current) return;
    setState('taking');
    setError(null);
    try {
      await onPhoto(await frameOf(video.current));
      setTaken((count) => count + 1);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'The photo could not be taken.');
    } finally {
      setState('ready');
    }
  };

  return (
    <Modal
      open
      title={`Camera: ${itemName}`}
      onClose={onClose}
      closeLabel="Close the camera"
      footer={
        <button
          type="button"
          className="button button--primary"
          disabled={state !== 'ready'}
          onClick={() => void take()}
        >
          {state === 'taking' ? 'Saving photo…' : 'Take photo'}
        </button>
      }
    >
      <video ref={video} className="hc-camera__video" muted playsInline aria-label={`Camera view of ${itemName}`} />
      <p role="status" className="hc-camera__status">
        {state === 'starting' && !error
          ? 'Starting the camera…'
          : taken > 0
            ? `${taken} taken and kept on this device.`
            : ''}
      </p>
      {error && (
        <p className="hc-item__problem" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
